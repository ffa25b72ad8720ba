import Foundation

/// Counts the Notify calls in dbus-monitor's output as it grows, reading only what was
/// added since the last count: a test that waits for thousands of popups one by one would
/// otherwise read the whole log each time.
final class NotifyCounter {
    private let path: String
    private var offset: UInt64 = 0
    private var partialLine = ""
    /// The Notify calls counted so far.
    private(set) var count = 0

    /// Counts the calls in the file at `path` (the session's `files.monitorOutput`).
    init(path: String) {
        self.path = path
    }

    /// Reads what was added and returns the count.
    @discardableResult
    func update() -> Int {
        guard let handle = FileHandle(forReadingAtPath: path) else { return count }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        let data = (try? handle.readToEnd()) ?? Data()
        offset += UInt64(data.count)
        var lines = (partialLine + String(decoding: data, as: UTF8.self)).split(
            separator: "\n", omittingEmptySubsequences: false)
        partialLine = String(lines.removeLast())
        count += lines.filter { $0.contains("member=Notify") && $0.contains("method call") }.count
        return count
    }
}
