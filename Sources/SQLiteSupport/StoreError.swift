import CSQLite

/// Why the store could not do what was asked; `description` is the message a user reads.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The file was not a SQLite database; it was moved aside and kept, never overwritten.
    case notADatabase(path: String, movedTo: String)
    /// The file was written by a newer version of the program; it is left untouched.
    case newerSchema(path: String, version: Int)
    /// The folder or file could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// A statement failed.
    case sqlite(code: Int32, message: String)
    /// A stored row could not be read back.
    case corruptRow(String)

    /// The one-line message for the user.
    public var description: String {
        switch self {
        case .notADatabase(let path, let movedTo):
            "\(path) was not a valid database; it was moved to \(movedTo) and a new one was started"
        case .newerSchema(let path, let version):
            "\(path) has schema version \(version), newer than this program knows; it was left untouched"
        case .cannotOpen(let path, let reason):
            "cannot open \(path): \(reason)"
        case .sqlite(let code, let message) where code == SQLITE_FULL:
            "the disk holding the database is full: nothing was saved (database error \(code): \(message))"
        case .sqlite(let code, let message) where code == SQLITE_READONLY:
            "the database is read-only: nothing was saved (database error \(code): \(message))"
        case .sqlite(let code, let message):
            "database error \(code): \(message)"
        case .corruptRow(let message):
            "unreadable row in the database: \(message)"
        }
    }
}
