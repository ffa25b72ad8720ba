import ChecklistsModel
import Foundation

/// Settings' Status section as lines: remindd, the notification server, the tray, Start at
/// login, the app's pending reminders and other reminder programs running, each with a line
/// of advice when something is missing or in the way. Without widgets, so that each case is
/// tested on its own.
public struct StatusReport {
    /// remindd's state; nil while it is being asked.
    public var service: ReminderServiceState?
    /// The tray the desktop offers.
    public var tray: TrayPresence
    /// Whether Checklists starts in the tray at login.
    public var startAtLogin: Bool
    /// The other programs that pop up reminders of tasks, running in the session.
    public var otherReminders: [OtherReminders] = []
    private let dates: DueDateText

    /// A report in `locale` and `timeZone` (for the next reminder's date).
    public init(
        service: ReminderServiceState?, tray: TrayPresence, startAtLogin: Bool, locale: Locale, timeZone: TimeZone
    ) {
        self.service = service
        self.tray = tray
        self.startAtLogin = startAtLogin
        dates = DueDateText(locale: locale, timeZone: timeZone)
    }

    /// The lines, in the order the section shows them.
    public var lines: [StatusLine] {
        [daemonLine] + serviceLines + [trayLine, loginLine] + otherRemindersLines
    }

    /// One line naming each other reminder program that runs, with what to do about it.
    private var otherRemindersLines: [StatusLine] {
        otherReminders.map {
            StatusLine(
                title: StatusWords.otherReminders, value: StatusWords.alsoRuns($0.name),
                advice: StatusWords.otherRemindersAdvice)
        }
    }

    private var daemonLine: StatusLine {
        let title = StatusWords.remindd
        guard let service else { return StatusLine(title: title, value: StatusWords.checking) }
        switch service.daemon {
        case .running(let version):
            return StatusLine(title: title, value: version.map(StatusWords.running(version:)) ?? StatusWords.runningOld)
        case .startable:
            return StatusLine(title: title, value: StatusWords.notRunning, advice: StatusWords.startableAdvice)
        case .missing:
            return StatusLine(title: title, value: StatusWords.notInstalled, advice: StatusWords.missingAdvice)
        case .unreachable(let reason):
            return StatusLine(
                title: title, value: StatusWords.notAnswering, advice: StatusWords.unreachableAdvice(reason))
        }
    }

    /// The server and pending lines, once remindd answered.
    private var serviceLines: [StatusLine] {
        guard let service, case .running = service.daemon else { return [] }
        return [serverLine(service), pendingLine(service)] + (wakeLine(service).map { [$0] } ?? [])
    }

    /// Whether remindd can wake the computer for a reminder, once it said.
    private func wakeLine(_ service: ReminderServiceState) -> StatusLine? {
        let title = StatusWords.wakeComputer
        switch service.wakeAlarm {
        case "available": return StatusLine(title: title, value: StatusWords.wakeAllowed)
        case "denied":
            return StatusLine(title: title, value: StatusWords.wakeDenied, advice: StatusWords.wakeDeniedAdvice)
        case "unsupported": return StatusLine(title: title, value: StatusWords.wakeUnsupported)
        default: return nil
        }
    }

    private func serverLine(_ service: ReminderServiceState) -> StatusLine {
        let title = StatusWords.notificationServer
        guard service.serverRunning == true else {
            return StatusLine(title: title, value: StatusWords.noServer, advice: StatusWords.noServerAdvice)
        }
        let name = service.server.map { StatusWords.server(name: $0.name, version: $0.version, vendor: $0.vendor) }
        let abilities = ServerAbilities(
            name: service.server?.name, vendor: service.server?.vendor, capabilities: service.capabilities)
        let value = StatusWords.serverDoes(name: name ?? StatusWords.unnamedServer, abilities)
        let advice = abilities.hasActions ? nil : StatusWords.noActionsAdvice
        return StatusLine(title: title, value: value, advice: advice)
    }

    private func pendingLine(_ service: ReminderServiceState) -> StatusLine {
        let title = StatusWords.reminders
        var value = StatusWords.pending(service.pending ?? 0, next: service.nextReminder.map(dates.display))
        var advice: String?
        if let pausedUntil = service.pausedUntil {
            value += StatusWords.separator + StatusWords.paused(until: dates.display(pausedUntil))
            advice = StatusWords.pausedAdvice
        }
        if service.queued > 0 {
            value += StatusWords.separator + StatusWords.waiting(service.queued)
        }
        return StatusLine(title: title, value: value, advice: advice)
    }

    private var trayLine: StatusLine {
        switch tray {
        case .statusNotifier: StatusLine(title: StatusWords.tray, value: StatusWords.statusNotifierHost)
        case .xembed: StatusLine(title: StatusWords.tray, value: StatusWords.xembedTray)
        case .none: StatusLine(title: StatusWords.tray, value: StatusWords.noTray, advice: StatusWords.noTrayAdvice)
        }
    }

    private var loginLine: StatusLine {
        startAtLogin
            ? StatusLine(title: StatusWords.startAtLogin, value: StatusWords.on)
            : StatusLine(title: StatusWords.startAtLogin, value: StatusWords.off, advice: StatusWords.loginAdvice)
    }
}
