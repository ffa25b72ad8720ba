import Translations

/// The words of Settings' Status section, kept in one place so that they can be translated.
public enum StatusWords {
    /// The line about remindd (its name: not translated).
    public static let remindd = "remindd"
    /// While remindd is being asked.
    public static var checking: String { tr("Checking…") }
    /// remindd runs and said its release.
    public static func running(version: String) -> String { tr("Running, version %s", version) }
    /// remindd runs but is older than the release that says its version.
    public static var runningOld: String { tr("Running (an older release)") }
    /// remindd does not run, but the session can start it.
    public static var notRunning: String { tr("Not running") }
    /// What to do when remindd does not run.
    public static var startableAdvice: String {
        tr(
            "Reminders pop up only while remindd runs. It starts by itself when Checklists next calls it; to start it now, run “systemctl --user start remindd”."
        )
    }
    /// remindd is not installed where the session bus looks.
    public static var notInstalled: String { tr("Not installed for this session") }
    /// What to do when the session cannot start remindd.
    public static var missingAdvice: String {
        tr(
            "No reminder can pop up: the session bus cannot start remindd. Install Checklists (“make install” or the Debian package), then log out and in again."
        )
    }
    /// remindd or the bus did not answer.
    public static var notAnswering: String { tr("Does not answer") }
    /// What to do when remindd does not answer: the reason first.
    public static func unreachableAdvice(_ reason: String) -> String {
        tr(
            "%s. Your items are saved and their reminders are sent once remindd answers; if it stays silent, run “systemctl --user restart remindd”.",
            reason)
    }

    /// The line about the notification server.
    public static var notificationServer: String { tr("Notification server") }
    /// No server runs.
    public static var noServer: String { tr("None running") }
    /// What to do without a notification server.
    public static var noServerAdvice: String {
        tr(
            "Reminders are kept and pop up once a notification server runs. GNOME, KDE and XFCE have their own; on other desktops install one, such as dunst or mako."
        )
    }
    /// A server and what it said of itself: "dunst 1.9.0 (knopwob)".
    public static func server(name: String, version: String, vendor: String) -> String {
        let named = version.isEmpty ? name : "\(name) \(version)"
        return vendor.isEmpty ? named : "\(named) (\(vendor))"
    }
    /// A server that did not say its name.
    public static var unnamedServer: String { tr("A server that does not say its name") }
    /// The server and what it can show: "dunst 1.9.0 (knopwob), shows actions, body".
    public static func serverShows(name: String, _ capabilities: [String]) -> String {
        capabilities.isEmpty ? name : tr("%s, shows %s", name, capabilities.joined(separator: ", "))
    }
    /// What to do when the server shows no buttons.
    public static var noActionsAdvice: String {
        tr("This server shows no buttons on popups: snooze or tick a reminded item in the window instead.")
    }

    /// The line about the app's reminders in remindd.
    public static var reminders: String { tr("Reminders") }
    /// How many are pending and when the next comes: "3 pending, next: 4 Dec 2026 at 14:00".
    public static func pending(_ count: Int, next: String?) -> String {
        guard count > 0 else { return tr("None pending") }
        guard let next else { return trn("%d pending", "%d pending", count) }
        return trn("%d pending, next: %s", "%d pending, next: %s", count, next)
    }
    /// Between the parts of a line.
    public static let separator = "; "
    /// Popups are paused: "paused until 15:00".
    public static func paused(until date: String) -> String { tr("paused until %s", date) }
    /// What to do while paused.
    public static var pausedAdvice: String {
        tr("Popups wait until the pause ends; end it sooner with Pause Reminders → Off in the tray's menu.")
    }
    /// Popups waiting for a server: "2 popups wait for the notification server".
    public static func waiting(_ count: Int) -> String {
        trn("%d popup waits for the notification server", "%d popups wait for the notification server", count)
    }

    /// The line about the tray.
    public static var tray: String { tr("Tray") }
    /// A StatusNotifierItem host shows the icon.
    public static var statusNotifierHost: String { tr("StatusNotifierItem host") }
    /// An XEmbed tray shows the icon.
    public static var xembedTray: String { tr("XEmbed system tray") }
    /// No tray.
    public static var noTray: String { trc("no tray", "None") }
    /// What to do without a tray.
    public static var noTrayAdvice: String {
        tr(
            "Without a tray Checklists quits when its window closes; reminders still pop up. On GNOME, the AppIndicator extension adds a tray."
        )
    }

    /// The line about starting at login.
    public static var startAtLogin: String { tr("Start at login") }
    /// Start at login is on.
    public static var on: String { trc("switch state", "On") }
    /// Start at login is off.
    public static var off: String { trc("switch state", "Off") }
    /// What starting at login would add.
    public static var loginAdvice: String {
        tr(
            "Reminders pop up without it. Turn it on above to have Checklists sync and show what is due in the tray after you log in."
        )
    }
}
