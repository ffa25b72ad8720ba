/// Why a file could not be imported: the line it was found on (1-based, as an editor
/// counts) and what was wrong, on one line.
public struct ICalendarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The physical line, counting from 1; 0 when the whole file is meant.
    public var line: Int
    /// What was wrong.
    public var message: String

    /// Creates an error.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// "line 12: DUE "2026-13-45" is not a date".
    public var description: String {
        line > 0 ? "line \(line): \(message)" : message
    }
}
