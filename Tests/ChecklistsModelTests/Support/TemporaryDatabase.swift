import Foundation
import SQLiteSupport

@testable import ChecklistsModel

/// A fresh folder under the system's temporary directory holding one test's database file.
///
/// Call `remove()` when the test ends.
struct TemporaryDatabase {
    /// The folder.
    let folder: URL

    /// Creates a new uniquely named folder.
    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ChecklistsModelTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The database file's path.
    var path: String { folder.appendingPathComponent("checklists.sqlite3").path }

    /// Opens (creating on first use) the database file.
    func open() throws -> SQLiteDatabase {
        try ChecklistsDatabase.open(path: path)
    }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
