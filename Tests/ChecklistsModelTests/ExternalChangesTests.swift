import Foundation
import TestSupport
import Testing

@testable import ChecklistsModel

@Suite("Noticing other processes' changes")
struct ExternalChangesTests {
    /// The folder to watch is the database file's.
    @Test("It watches the database's folder")
    func folder() throws {
        let harness = try ModelHarness()
        let changes = ExternalChanges(model: harness.model)
        #expect(
            URL(fileURLWithPath: changes.folder).standardizedFileURL == harness.directory.url.standardizedFileURL)
    }

    /// Another connection's commit is a change, seen once; the model's own edits are not.
    @Test("Another connection's commit is seen once; own edits are not changes")
    func otherConnection() throws {
        let harness = try ModelHarness()
        let changes = ExternalChanges(model: harness.model)
        #expect(!changes.check())
        _ = try harness.model.createChecklist(named: "Own change")
        #expect(!changes.check())
        let other = ChecklistsModel(
            database: try harness.directory.openChecklistsDatabase(), reminders: RecordingReminders(),
            clock: harness.clock)
        _ = try other.createChecklist(named: "From the command line")
        #expect(changes.check())
        #expect(!changes.check())
    }
}
