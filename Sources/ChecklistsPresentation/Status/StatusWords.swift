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
    /// The server, then what its popups do, in sentences: "dunst 1.9.0 (knopwob)", a new
    /// line, "Popups show no buttons: dunst lists their actions in a menu, opened with
    /// “dunstctl context”. Popups show images, but take no typed replies and play no sounds."
    public static func serverDoes(name: String, _ abilities: ServerAbilities) -> String {
        var sentences: [String] = []
        var doing: [String] = []
        var notDoing: [String] = []
        if let menu = abilities.actionsMenu {
            sentences.append(
                tr(
                    // TRANSLATORS: a notification server that draws no buttons ("dunst"), and the
                    // command that opens its menu of a popup's actions ("dunstctl context").
                    "Popups show no buttons: %1$s lists their actions in a menu, opened with “%2$s”.",
                    menu.server, menu.command))
        } else if abilities.showsButtons {
            // TRANSLATORS: what popups do or do not; their subject is “Popups” (“Popups %s.”).
            doing.append(tr("show buttons"))
        } else {
            notDoing.append(tr("show no buttons"))
        }
        if abilities.takesReplies {
            doing.append(tr("take typed replies"))
        } else {
            notDoing.append(tr("take no typed replies"))
        }
        if abilities.showsImages { doing.append(tr("show images")) } else { notDoing.append(tr("show no images")) }
        if abilities.playsSounds { doing.append(tr("play sounds")) } else { notDoing.append(tr("play no sounds")) }
        sentences.append(popups(doing: doing, notDoing: notDoing))
        sentences += abilities.quirks.map(said)
        return name + "\n" + sentences.joined(separator: " ")
    }

    /// A server's quirk in a sentence.
    private static func said(_ quirk: ServerAbilities.Quirk) -> String {
        switch quirk {
        case .closeReportsExpiry:
            tr("Closing a popup tells apps that it expired, not that it was dismissed.")
        case .bodyClickCloses:
            tr("A click on a popup only closes it: its “Open” button opens what it is about.")
        }
    }

    /// One sentence of what popups do and do not: "Popups show buttons and play sounds, but
    /// take no typed replies and show no images."
    private static func popups(doing: [String], notDoing: [String]) -> String {
        if notDoing.isEmpty {
            // TRANSLATORS: what popups do, such as "show buttons and play sounds".
            return tr("Popups %s.", list(doing))
        }
        if doing.isEmpty { return tr("Popups %s.", list(notDoing)) }
        // TRANSLATORS: what popups do, then what they do not: "show buttons", "play no sounds".
        return tr("Popups %s, but %s.", list(doing), list(notDoing))
    }

    /// Phrases as a list: "a", "a and b", "a, b and c".
    private static func list(_ phrases: [String]) -> String {
        guard let last = phrases.last, phrases.count > 1 else { return phrases.first ?? "" }
        // TRANSLATORS: the last two of a list of what popups do ("show images", "play sounds").
        return tr("%s and %s", phrases.dropLast().joined(separator: ", "), last)
    }

    /// What to do when the server shows no buttons on popups.
    public static var noActionsAdvice: String {
        tr("Snooze or tick a reminded item in the window instead.")
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

    /// The line about waking the computer for a reminder.
    public static var wakeComputer: String { tr("Wake from suspend") }
    /// remindd may wake the computer.
    public static var wakeAllowed: String { tr("Allowed: reminders that ask for it wake the computer") }
    /// The system did not let remindd wake the computer.
    public static var wakeDenied: String { tr("Not allowed: reminders come when the computer resumes") }
    /// What to do when remindd may not wake the computer.
    public static var wakeDeniedAdvice: String {
        tr(
            "Waking needs the CAP_WAKE_ALARM capability. With systemd 256 or later: run \"systemctl --user edit remindd\", add \"AmbientCapabilities=CAP_WAKE_ALARM\" under [Service], then \"systemctl --user restart remindd\"."
        )
    }
    /// The title of the line naming another program that pops up task reminders.
    public static var otherReminders: String { tr("Other reminders") }
    /// GNOME's reminder program, as the user knows it.
    public static var evolutionReminders: String { tr("Evolution's reminders") }
    /// KDE's reminder program, as the user knows it.
    public static var kdeReminders: String { tr("KDE's calendar reminders") }
    /// Another reminder program (`name`) runs in the session.
    public static func alsoRuns(_ name: String) -> String {
        tr("%s also run", name)
    }
    /// What to do when another reminder program runs beside remindd.
    public static var otherRemindersAdvice: String {
        tr(
            "Tasks synced both there and here remind you twice, once from each. Turn off the reminders of those task lists in one of the two."
        )
    }
    /// The kernel cannot wake the computer on a timer.
    public static var wakeUnsupported: String {
        tr("Not supported by this computer: reminders come when it resumes")
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
