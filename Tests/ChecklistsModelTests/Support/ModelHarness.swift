import Foundation
import LocalNotifications
import SQLiteSupport
import TestSupport

@testable import ChecklistsModel

/// One test's model over a real SQLite file in a fresh folder, a manual clock and recorded
/// reminders. The folder is removed when the harness goes away.
final class ModelHarness {
    /// Berlin: UTC+2 in summer, UTC+1 in winter.
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 7_200)!

    /// The folder of the database file.
    let directory: TemporaryFolder
    /// The clock: Monday 2026-06-15 10:20:00 in Berlin unless the test moves it.
    let clock = ManualWallClock(now: ModelHarness.date("2026-06-15 10:20"), timeZone: ModelHarness.zone)
    /// The recorded reminder calls.
    let reminders = RecordingReminders()
    /// The model under test; `reopen()` replaces it.
    private(set) var model: ChecklistsModel

    /// Creates the folder, the file and the model.
    init() throws {
        directory = try TemporaryFolder()
        model = ChecklistsModel(database: try directory.openChecklistsDatabase(), reminders: reminders, clock: clock)
    }

    /// Opens the file again with a new connection and model, as after a restart.
    func reopen() throws {
        model = ChecklistsModel(database: try directory.openChecklistsDatabase(), reminders: reminders, clock: clock)
    }

    /// A Berlin wall time "YYYY-MM-DD HH:MM" or "YYYY-MM-DD HH:MM:SS" as a date.
    static func date(_ text: String, in zone: TimeZone = zone) -> Date {
        WallTime.date(text, in: zone)!
    }

    /// A checklist named `name`, created now.
    func list(_ name: String = "Groceries") throws -> Checklist {
        try model.createChecklist(named: name)
    }

    /// Adds an item to `list`, then forgets the reminder calls so far.
    @discardableResult
    func item(_ text: String, in list: Checklist, due: String? = nil, remind: Bool = false) throws -> ChecklistItem {
        let item = try model.addItem(
            ItemDraft(text: text, dueDate: due.map { Self.date($0) }, remindMe: remind), to: list.id)
        reminders.reset()
        return item
    }
}
