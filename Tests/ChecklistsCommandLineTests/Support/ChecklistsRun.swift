import ChecklistsModel
import Foundation
import LocalNotifications
import SQLiteSupport
import TestSupport

@testable import ChecklistsCommandLine

/// Runs checklist commands against the real model over a SQLite file in a fresh folder,
/// with recorded reminders, at `Fixtures.now` in `Fixtures.zone`. The folder is removed
/// when the value goes away.
final class ChecklistsRun {
    /// The folder of the database file.
    let folder: TemporaryFolder
    /// The recorded reminder calls.
    let scheduler = RecordingReminders()
    /// How often a run opened the model.
    private(set) var openings = 0

    /// Creates the folder; the file is created by the first command that opens the model.
    init() throws {
        folder = try TemporaryFolder()
    }

    /// The database file.
    var path: String { folder.checklistsDatabasePath }

    /// What `import -` reads as standard input.
    var standardInput = Data()

    /// Runs `checklists` with `arguments`.
    @discardableResult
    func callAsFunction(_ arguments: [String]) -> RunResult {
        RunResult.of(
            { output in
                var runner = CommandRunner(
                    service: FakeRemindersClient(), output: output, now: { Fixtures.now }, timeZone: Fixtures.zone,
                    openModel: { [unowned self] _ in
                        openings += 1
                        return ChecklistsModel(
                            database: try folder.openChecklistsDatabase(), reminders: scheduler,
                            clock: ManualWallClock(now: Fixtures.now, timeZone: Fixtures.zone))
                    }, makeDailyReminder: UnusedDependencies.makeDailyReminder)
                let input = standardInput
                runner.readStandardInput = { input }
                return runner
            }, arguments)
    }

    /// `items --json`, as printed.
    func itemsJSON() -> String {
        self(["items", "--json"]).stdout
    }

    /// `items --json`, decoded.
    func items() throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(itemsJSON().utf8))
        return object as? [[String: Any]] ?? []
    }
}
