import Foundation
import LocalNotifications
import SQLiteSupport
import TestSupport
import Testing

@testable import ChecklistsModel

@Suite("Opening a database of the first version")
struct MigrationTests {
    @Test("Every item keeps its number, text, due date, state and its one reminder, and gains a UID")
    func itemsKeepWhatTheyHad() throws {
        let folder = try TemporaryFolder()
        let old = try SQLiteDatabase(path: folder.checklistsDatabasePath)
        try old.execute(ChecklistsDatabase.schema.migrations[0])
        let due = ModelHarness.date("2026-06-20 18:30").timeIntervalSinceReferenceDate
        try old.execute(
            """
            INSERT INTO checklists (id, name) VALUES (4, 'Errands');
            INSERT INTO items (id, checklist_id, text, checked, due, remind) VALUES
                (7, 4, 'Call the dentist', 0, \(due), 1),
                (9, 4, 'Post the letter', 1, NULL, 0);
            PRAGMA user_version = 1;
            """)
        let reminders = RecordingReminders()
        let clock = ManualWallClock(now: ModelHarness.date("2026-06-15 10:20"), timeZone: ModelHarness.zone)
        let model = ChecklistsModel(database: try folder.openChecklistsDatabase(), reminders: reminders, clock: clock)

        let items = try model.items(in: 4)
        #expect(items.map(\.id) == [7, 9])
        #expect(items.map(\.text) == ["Call the dentist", "Post the letter"])
        #expect(items.map(\.isChecked) == [false, true])
        #expect(items[0].dueDate == ModelHarness.date("2026-06-20 18:30"))
        #expect(items[1].dueDate == nil)
        #expect(items.map(\.reminders) == [[.atDue], []])
        #expect(items.map(\.notes) == [nil, nil])
        #expect(items.map(\.recurrence) == [nil, nil])
        #expect(Set(items.map(\.uid)).count == 2)
        #expect(items.allSatisfy { $0.uid.count == 32 })

        _ = try model.updateItem(7, with: items[0].draft)
        let scheduled = reminders.scheduled.map(\.identifier)
        #expect(scheduled == ["7"])
    }
}
