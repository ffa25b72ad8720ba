import Foundation

/// A fresh, empty folder under the system's temporary directory for one test.
///
/// Call `remove()` when the test ends (`defer { directory.remove() }`).
struct TemporaryDirectory {
    /// The folder.
    let url: URL

    /// Creates a new uniquely named folder.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("NotificationStoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// The path of the database file the tests use.
    var databasePath: String { path("remindd.sqlite3") }

    /// The names of the files in the folder, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
