import Foundation

/// A fresh, empty folder under the system's temporary directory for one test's files.
///
/// It is removed when the value goes away. Swift may end a local value's life after its last
/// use, not at the end of its scope: a test that holds one in a local keeps it with
/// `defer { folder.remove() }`.
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates a new uniquely named folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ChecklistsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// The URL of `name` (a name or a relative path) inside the folder.
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The path of `name` (a name or a relative path) inside the folder.
    public func path(_ name: String) -> String {
        file(name).path
    }

    /// The names in the folder, or in its subfolder `subfolder`, sorted (hidden ones included).
    public func names(in subfolder: String? = nil) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: subfolder.map { path($0) } ?? url.path).sorted()
    }

    /// Writes `text` to the file `name`.
    public func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    /// The text of the file `name`.
    public func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
    }

    /// Deletes the folder and everything in it; nothing happens when it is gone already.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
