import ChecklistsModel
import SQLiteSupport

extension TemporaryFolder {
    /// The path of a checklists database file in the folder, named as the app names its own.
    public var checklistsDatabasePath: String { path("checklists.sqlite3") }

    /// Opens (creating on first use) the checklists database file, as the app does.
    public func openChecklistsDatabase() throws -> SQLiteDatabase {
        try ChecklistsDatabase.open(path: checklistsDatabasePath)
    }
}
