/// The words of Settings' Status section, kept in one place so that they can be translated.
public enum StatusWords {
    /// The section's heading.
    public static let heading = "Status"
    /// The line about remindd.
    public static let remindd = "remindd"
    /// While remindd is being asked.
    public static let checking = "Checking…"
    /// remindd runs and said its release.
    public static func running(version: String) -> String { "Running, version \(version)" }
    /// remindd runs but is older than the release that says its version.
    public static let runningOld = "Running (an older release)"
    /// remindd does not run, but the session can start it.
    public static let notRunning = "Not running"
    /// What to do when remindd does not run.
    public static let startableAdvice =
        "Reminders pop up only while remindd runs. It starts by itself when Checklists next calls it; to start it now, run “systemctl --user start remindd”."
    /// remindd is not installed where the session bus looks.
    public static let notInstalled = "Not installed for this session"
    /// What to do when the session cannot start remindd.
    public static let missingAdvice =
        "No reminder can pop up: the session bus cannot start remindd. Install Checklists (“make install” or the Debian package), then log out and in again."
    /// remindd or the bus did not answer.
    public static let notAnswering = "Does not answer"
    /// What to do when remindd does not answer: the reason first.
    public static func unreachableAdvice(_ reason: String) -> String {
        "\(reason). Your items are saved and their reminders are sent once remindd answers; if it stays silent, run “systemctl --user restart remindd”."
    }

    /// The line about the notification server.
    public static let notificationServer = "Notification server"
    /// No server runs.
    public static let noServer = "None running"
    /// What to do without a notification server.
    public static let noServerAdvice =
        "Reminders are kept and pop up once a notification server runs. GNOME, KDE and XFCE have their own; on other desktops install one, such as dunst or mako."
    /// A server and what it said of itself: "dunst 1.9.0 (knopwob)".
    public static func server(name: String, version: String, vendor: String) -> String {
        let named = version.isEmpty ? name : "\(name) \(version)"
        return vendor.isEmpty ? named : "\(named) (\(vendor))"
    }
    /// A server that did not say its name.
    public static let unnamedServer = "A server that does not say its name"
    /// The server and what it can show: "dunst 1.9.0 (knopwob), shows actions, body".
    public static func serverShows(name: String, _ capabilities: [String]) -> String {
        capabilities.isEmpty ? name : "\(name), shows \(capabilities.joined(separator: ", "))"
    }
    /// What to do when the server shows no buttons.
    public static let noActionsAdvice =
        "This server shows no buttons on popups: snooze or tick a reminded item in the window instead."

    /// The line about the app's reminders in remindd.
    public static let reminders = "Reminders"
    /// How many are pending and when the next comes: "3 pending, next: 4 Dec 2026 at 14:00".
    public static func pending(_ count: Int, next: String?) -> String {
        guard count > 0 else { return "None pending" }
        guard let next else { return "\(count) pending" }
        return "\(count) pending, next: \(next)"
    }
    /// Between the parts of a line.
    public static let separator = "; "
    /// Popups are paused: "paused until 15:00".
    public static func paused(until date: String) -> String { "paused until \(date)" }
    /// What to do while paused.
    public static let pausedAdvice =
        "Popups wait until the pause ends; end it sooner with Pause Reminders → Off in the tray's menu."
    /// Popups waiting for a server: "2 popups wait for the notification server".
    public static func waiting(_ count: Int) -> String {
        count == 1 ? "1 popup waits for the notification server" : "\(count) popups wait for the notification server"
    }

    /// The line about the tray.
    public static let tray = "Tray"
    /// A StatusNotifierItem host shows the icon.
    public static let statusNotifierHost = "StatusNotifierItem host"
    /// An XEmbed tray shows the icon.
    public static let xembedTray = "XEmbed system tray"
    /// No tray.
    public static let noTray = "None"
    /// What to do without a tray.
    public static let noTrayAdvice =
        "Without a tray Checklists quits when its window closes; reminders still pop up. On GNOME, the AppIndicator extension adds a tray."

    /// The line about starting at login.
    public static let startAtLogin = "Start at login"
    /// Start at login is on.
    public static let on = "On"
    /// Start at login is off.
    public static let off = "Off"
    /// What starting at login would add.
    public static let loginAdvice =
        "Reminders pop up without it. Turn it on above to have Checklists sync and show what is due in the tray after you log in."
}
