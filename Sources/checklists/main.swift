// Composition root of `checklists`: without arguments the window, otherwise the command
// line, both over the same live parts: the clock, remindd's client, the settings file and
// the checklists database (opened only when needed).
import ChecklistsCommandLine
import ChecklistsModel
import ChecklistsReminders
import ChecklistsSync
import ChecklistsUI
import Foundation
import LocalNotifications
import RemindersClient
import SQLiteSupport
import Translations

/// Whether the arguments ask for the window rather than a command: none, `--background`
/// (start in the tray, for login), or GApplication's own options (`--gapplication-service`
/// when D-Bus activation starts the app to hand it a popup's response).
func opensWindow(_ arguments: [String]) -> Bool {
    arguments.allSatisfy { $0 == ChecklistsApplication.backgroundOption || $0.hasPrefix("--gapplication-") }
}

/// Opens the user's checklists model over remindd; `report` hears of a file that was not a
/// database and was moved aside.
func openModel(
    reminders: ReminderScheduling, clock: WallClock, report: @escaping (String) -> Void
) throws -> ChecklistsModel {
    let database = try ChecklistsDatabase.openRecovering(path: StoreLocation.checklistsDatabase().path) { problem in
        report(problem.description)
    }
    return ChecklistsModel(database: database, reminders: reminders, clock: clock)
}

/// The sync of every account the user set up, which the app runs in the background. Each
/// run blocks, on a worker thread, with its own connection to the database (never the
/// window's), its own client of remindd, keyring and server connections.
func syncRun(_ progress: @escaping @Sendable (String) -> Void) -> SyncReport {
    let clock = SystemWallClock()
    do {
        let engine = try openWorkerSyncEngine()
        engine.onProgress = progress
        return engine.syncAll()
    } catch {
        var report = SyncReport(finished: clock.now)
        report.failures.append(SyncFailure(account: "", message: String(describing: error)))
        return report
    }
}

/// The sync engine for a worker thread: its own connection to the database and its own
/// client of remindd.
@Sendable func openWorkerSyncEngine() throws -> SyncEngine {
    try openSyncEngine(
        reminders: LiveReminderScheduler(client: RemindersClient()), clock: SystemWallClock(), report: { _ in })
}

/// Whether an account is set up (the app then syncs from its start).
func hasAccounts() -> Bool {
    (try? openWorkerSyncEngine().accounts().isEmpty) == false
}

// The user's language, before any text is made (gtk_init later sets the whole locale but
// for LC_NUMERIC, which GTK leaves alone).
Translations.setUp()
// Under a file size limit, a write past it must fail with a message, not kill the process.
signal(SIGXFSZ, SIG_IGN)
let arguments: [String]
do throws(CommandLineError) {
    arguments = try RawArguments.decode(
        Array(UnsafeBufferPointer(start: CommandLine.unsafeArgv, count: Int(CommandLine.argc))))
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("checklists: \(error.description)\n".utf8))
    exit(error.exitCode.rawValue)
}
let clock = SystemWallClock()
let client = RemindersClient()
let reminders = LiveReminderScheduler(client: client)
let settings = SettingsFile(url: SettingsFile.standardURL())
if opensWindow(arguments) {
    // The window never waits for remindd: its calls run in order on a worker thread, with a
    // client of their own, and Settings' probes on another, with another.
    let background = BackgroundReminders(client: RemindersClient(), probeClient: RemindersClient())
    let application = ChecklistsApplication {
        let model = try openModel(reminders: background, clock: clock) { problem in
            try? FileHandle.standardError.write(contentsOf: Data("checklists: \(problem)\n".utf8))
        }
        model.playsSound = (try? settings.load().playSound) ?? true
        return WindowDependencies(
            model: model, reminders: background, clock: clock,
            dailyReminder: DailyReminderController(settings: settings, reminders: background), settings: settings,
            accounts: AccountsService(open: openWorkerSyncEngine), sync: BackgroundSync(run: syncRun),
            hasAccounts: hasAccounts())
    }
    exit(application.run(arguments: arguments))
}

var runner = CommandRunner(
    service: client, now: { clock.now }, timeZone: clock.timeZone,
    openModel: { report in try openModel(reminders: reminders, clock: clock, report: report) },
    makeDailyReminder: { DailyReminderController(settings: settings, reminders: reminders) })
runner.openSync = { report in try openSyncEngine(reminders: reminders, clock: clock, report: report) }
runner.readPassword = { url, user in try PasswordInput().read(user: user, url: url) }
exit(runner.run(arguments).rawValue)
