import Foundation

/// A fresh folder under the system's temporary directory for one test's files; removed
/// when the value goes away.
final class TemporaryFolder {
    /// The folder.
    let url: URL

    /// Creates a new uniquely named folder.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ChecklistsModelTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path inside the folder.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names in the folder, sorted (hidden ones included).
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Writes `text` to the file `name`.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    /// The text of the file `name`.
    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
    }
}
