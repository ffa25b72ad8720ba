import CSQLite
import Foundation

extension StoreError {
    /// The error of a failed call on `database` that returned `code` with `message`; a
    /// write refused by a connection opened read-only because the disk was full says so.
    ///
    /// SQLite reports a file system that ran out of space or is read-only as a plain I/O
    /// error when it happens outside the database file itself (creating the `-shm` file);
    /// the system's error number tells, and such failures get `SQLITE_FULL` or
    /// `SQLITE_READONLY`, whose messages say so.
    static func sqlite(
        code: Int32, message: String, database: OpaquePointer, refusal: SQLiteDatabase.WriteRefusal?
    ) -> StoreError {
        if code == SQLITE_READONLY, refusal == .diskFull {
            return .sqlite(code: SQLITE_FULL, message: "the database was opened read-only as the disk was full")
        }
        guard code == SQLITE_IOERR || code == SQLITE_CANTOPEN else { return .sqlite(code: code, message: message) }
        let number = sqlite3_system_errno(database)
        switch number {
        case ENOSPC, EDQUOT, EFBIG:
            return .sqlite(code: SQLITE_FULL, message: "\(message): \(String(cString: strerror(number)))")
        case EROFS:
            return .sqlite(code: SQLITE_READONLY, message: "\(message): \(String(cString: strerror(number)))")
        default:
            return .sqlite(code: code, message: message)
        }
    }
}
