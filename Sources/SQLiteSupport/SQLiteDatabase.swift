import CSQLite
import Foundation

/// A connection to one SQLite file, with cached prepared statements and transactions.
///
/// Not thread-safe: each process and thread opens its own connection.
public final class SQLiteDatabase {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// The file's path.
    public let path: String
    /// Why writes are refused, when the file was opened read-only.
    public let writeRefusal: WriteRefusal?

    /// Why a file was opened read-only.
    public enum WriteRefusal: Sendable {
        /// The file or its file system is read-only; writes fail with `SQLITE_READONLY`.
        case readOnlyFile
        /// The disk was full, so SQLite could not set the file up for writing; writes fail
        /// with `SQLITE_FULL`.
        case diskFull
    }

    /// How a file is opened.
    public enum Access: Sendable {
        /// Read and write, creating the file when missing.
        case readWrite
        /// Read only, through SQLite's `mode=ro` URI parameter: reads a WAL file whose
        /// `-wal` and `-shm` files exist.
        case readOnly
        /// Read only, through the `immutable=1` URI parameter: SQLite takes no locks and
        /// reads no `-wal` file, so it is only right for a file nothing can change and whose
        /// `-wal` file is absent (a read-only file system after a clean shutdown).
        case immutable
    }
    /// How long a statement waits for another connection's lock before it fails with
    /// `SQLITE_BUSY`.
    public let busyTimeout: Duration

    /// Opens or creates the database at `path`; `DatabaseFile.open` then checks its schema
    /// version and turns on WAL mode with `synchronous=FULL`.
    ///
    /// A connection opened with another `access` than `.readWrite` says why through
    /// `refusal` (by default: the file is read-only).
    ///
    /// - Throws: `StoreError.cannotOpen`, or `StoreError.sqlite` with `SQLITE_NOTADB` or
    ///   `SQLITE_CORRUPT` when the file is not a database.
    public init(
        path: String, busyTimeoutMilliseconds: Int32 = 5_000, access: Access = .readWrite,
        refusal: WriteRefusal = .readOnlyFile
    ) throws(StoreError) {
        var pointer: OpaquePointer?
        let name: String
        let flags: Int32
        switch access {
        case .readWrite:
            name = path
            flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        case .readOnly, .immutable:
            let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            name = "file:\(escaped)?\(access == .readOnly ? "mode=ro" : "immutable=1")"
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        }
        let code = sqlite3_open_v2(name, &pointer, flags, nil)
        guard code == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(pointer)
            throw .cannotOpen(path: path, reason: message)
        }
        handle = pointer
        self.path = path
        writeRefusal = access == .readWrite ? nil : refusal
        busyTimeout = .milliseconds(busyTimeoutMilliseconds)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs SQL that returns no rows (several statements allowed).
    public func execute(_ sql: String) throws(StoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(message)
            throw .sqlite(code: code, message: text, database: handle, refusal: writeRefusal)
        }
    }

    /// Runs SQL like `execute`, trying again while another connection holds the lock it
    /// needs, for up to `busyTimeout`: for the statements SQLite fails with `SQLITE_BUSY`
    /// at once instead of waiting, such as `PRAGMA journal_mode=WAL` on a new file that other
    /// processes are opening too.
    public func executeWaitingWhileBusy(_ sql: String) throws(StoreError) {
        let deadline = ContinuousClock.now + busyTimeout
        while true {
            do {
                return try execute(sql)
            } catch .sqlite(let code, _) where code & 0xff == SQLITE_BUSY && ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// A prepared statement for `sql`, reset and cached for reuse.
    public func statement(_ sql: String) throws(StoreError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else {
            throw .sqlite(code: code, message: lastErrorMessage, database: handle, refusal: writeRefusal)
        }
        let statement = SQLiteStatement(pointer: pointer, database: handle, refusal: writeRefusal)
        statements[sql] = statement
        return statement
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction; rolls back when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Rows changed through this connection since it was opened.
    public var totalChanges: Int { Int(sqlite3_total_changes(handle)) }

    /// The value of `PRAGMA user_version`, the schema version.
    public var userVersion: Int {
        get throws(StoreError) {
            try statement("PRAGMA user_version").firstRow { $0.int(0) } ?? 0
        }
    }

    /// The result of `PRAGMA integrity_check`: "ok" for a sound file.
    public func integrityCheck() throws(StoreError) -> String {
        let statement = try statement("PRAGMA integrity_check")
        var lines: [String] = []
        while try statement.step() { lines.append(statement.text(0) ?? "") }
        return lines.joined(separator: "\n")
    }

    private var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }
}
