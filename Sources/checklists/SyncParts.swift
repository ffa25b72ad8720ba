import CalDAV
import ChecklistsModel
import ChecklistsSync
import Foundation
import LocalNotifications
import SQLiteSupport

/// How long one request to a CalDAV server may take before the sync gives up on it, in
/// seconds: `CHECKLISTS_HTTP_TIMEOUT` when it is a whole number from 1 to 600, else 30.
func httpTimeout() -> UInt32 {
    let setting = ProcessInfo.processInfo.environment["CHECKLISTS_HTTP_TIMEOUT"].flatMap { UInt32($0) }
    return setting.flatMap { (1...600).contains($0) ? $0 : nil } ?? 30
}

/// Opens the CalDAV sync over its own connection to the checklists database, with the
/// desktop's keyring and libsoup.
func openSyncEngine(
    reminders: ReminderScheduling, clock: WallClock, report: @escaping (String) -> Void
) throws -> SyncEngine {
    let path = StoreLocation.checklistsDatabase().path
    let database = try ChecklistsDatabase.openRecovering(path: path) { problem in
        report(problem.description)
    }
    let model = ChecklistsModel(database: database, reminders: reminders, clock: clock)
    let timeout = httpTimeout()
    let engine = SyncEngine(
        database: database, model: model, passwords: SecretServicePasswords(), clock: clock
    ) { login throws(CalDAVError) in
        try SoupDAVClient(login, timeoutSeconds: timeout)
    }
    engine.lockPath = path + ".sync-lock"
    return engine
}
