import Foundation
import SQLiteSupport
import TestSupport
import Testing

@testable import ChecklistsModel

@Suite("The checklists database file")
struct DatabaseTests {
    @Test("A new file has the current schema version, WAL mode and the tables")
    func schema() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try directory.openChecklistsDatabase()
        #expect(try database.userVersion == ChecklistsDatabase.schema.currentVersion)
        #expect(try database.statement("PRAGMA journal_mode").firstRow { $0.text(0) } == "wal")
        let tables =
            try database.statement("SELECT group_concat(name) FROM sqlite_master WHERE type = 'table'")
            .firstRow { $0.text(0) ?? "" } ?? ""
        #expect(tables.contains("checklists"))
        #expect(tables.contains("items"))
    }

    @Test("The file is created under a missing folder; open again keeps the data")
    func reopen() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("sub/checklists.sqlite3")
        let clock = try ModelHarness().clock
        do {
            let model = ChecklistsModel(
                database: try ChecklistsDatabase.open(path: path), reminders: RecordingReminders(), clock: clock)
            _ = try model.createChecklist(named: "Kept")
        }
        let model = ChecklistsModel(
            database: try ChecklistsDatabase.open(path: path), reminders: RecordingReminders(), clock: clock)
        #expect(try model.checklists().map(\.name) == ["Kept"])
    }

    @Test("A file that is not a database is moved aside and reported; a new one starts")
    func recovering() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        try Data("not a database, just text that is long enough to be a header".utf8).write(
            to: URL(fileURLWithPath: directory.checklistsDatabasePath))
        var reports: [StoreError] = []
        let database = try ChecklistsDatabase.openRecovering(path: directory.checklistsDatabasePath) {
            reports.append($0)
        }
        #expect(try database.userVersion == ChecklistsDatabase.schema.currentVersion)
        #expect(reports.count == 1)
    }

    @Test("Another connection's commit changes the external change token")
    func externalChanges() throws {
        let harness = try ModelHarness()
        let before = try harness.model.externalChangeToken()
        #expect(try harness.model.externalChangeToken() == before)
        let other = ChecklistsModel(
            database: try harness.directory.openChecklistsDatabase(), reminders: RecordingReminders(),
            clock: harness.clock)
        _ = try other.createChecklist(named: "From the command line")
        #expect(try harness.model.externalChangeToken() != before)
        _ = try harness.model.createChecklist(named: "Own change")
        let own = try harness.model.externalChangeToken()
        _ = try harness.model.createChecklist(named: "Own change 2")
        #expect(try harness.model.externalChangeToken() == own)
    }
}
