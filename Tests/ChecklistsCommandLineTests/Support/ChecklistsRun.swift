import ChecklistsModel
import Foundation
import LocalNotifications
import SQLiteSupport

@testable import ChecklistsCommandLine

/// Runs checklist commands against the real model over a SQLite file in a fresh folder,
/// with recorded reminders, at `Fixtures.now` in `Fixtures.zone`. The folder is removed
/// when the value goes away.
final class ChecklistsRun {
    /// What one run printed and returned.
    struct Result {
        /// The exit status.
        var status: ExitCode
        /// Standard output.
        var stdout: String
        /// Standard error.
        var stderr: String
    }

    /// The folder of the database file.
    let folder: URL
    /// The recorded reminder calls.
    let scheduler = RecordingScheduler()
    /// How often a run opened the model.
    private(set) var openings = 0

    /// Creates the folder; the file is created by the first command that opens the model.
    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ChecklistsCommandLineTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The database file.
    var path: String { folder.appendingPathComponent("checklists.sqlite3").path }

    /// Runs `checklists` with `arguments`.
    @discardableResult
    func callAsFunction(_ arguments: [String]) -> Result {
        let output = CapturedOutput()
        let runner = CommandRunner(
            service: FakeRemindersClient(), output: output.streams, now: { Fixtures.now }, timeZone: Fixtures.zone,
            openModel: { [unowned self] _ in
                openings += 1
                return ChecklistsModel(
                    database: try ChecklistsDatabase.open(path: path), reminders: scheduler,
                    clock: ManualWallClock(now: Fixtures.now, timeZone: Fixtures.zone))
            }, makeDailyReminder: UnusedDependencies.makeDailyReminder)
        let status = runner.run(arguments)
        return Result(status: status, stdout: output.standardOutput, stderr: output.standardError)
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

    /// The request the rules give an item due at a Berlin wall time.
    static func request(
        id: Int64, text: String, year: Int, month: Int, day: Int, hour: Int, minute: Int
    )
        -> NotificationRequest
    {
        NotificationRequest(
            identifier: String(id),
            content: NotificationContent(title: "Reminder:", body: text, categoryIdentifier: "item-reminder"),
            trigger: .calendar(
                CalendarTrigger(year: year, month: month, day: day, hour: hour, minute: minute, repeats: false)))
    }
}
