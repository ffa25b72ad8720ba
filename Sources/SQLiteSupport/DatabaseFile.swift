import CSQLite
import Foundation

/// Opens a database file for the store, creating its folder, migrating its schema, and
/// moving aside (never overwriting) a file that is not a database.
public enum DatabaseFile {
    /// Opens `path`, creating the file and its folder when missing, and brings it to
    /// `schema`'s current version. A file that exists but cannot be written (a read-only
    /// file system), or that a full disk keeps from being set up for writing, is opened
    /// read-only: `writeRefusal` tells, and every write fails with `SQLITE_READONLY` or
    /// `SQLITE_FULL`.
    ///
    /// - Throws: `StoreError.notADatabase` after moving an invalid file to a name with a
    ///   timestamp (open again to start a new one), `StoreError.newerSchema`, or another
    ///   `StoreError`.
    public static func open(
        path: String, schema: DatabaseSchema, now: Date = Date()
    ) throws(StoreError) -> SQLiteDatabase {
        let folder = (path as NSString).deletingLastPathComponent
        if FileManager.default.fileExists(atPath: path), access(path, W_OK) != 0 || access(folder, W_OK) != 0 {
            return try openReadOnly(path: path, schema: schema, now: now, refusal: .readOnlyFile)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create \(folder): \(error.localizedDescription)")
        }
        do {
            let database = try SQLiteDatabase(path: path)
            try schema.migrate(database)
            return database
        } catch .sqlite(let code, _) where code == SQLITE_NOTADB || code == SQLITE_CORRUPT {
            throw .notADatabase(path: path, movedTo: try moveAside(path, now: now))
        } catch .sqlite(let code, let message) where code == SQLITE_FULL && FileManager.default.fileExists(atPath: path)
        {
            do {
                return try openReadOnly(path: path, schema: schema, now: now, refusal: .diskFull)
            } catch {
                throw .sqlite(code: code, message: message)
            }
        }
    }

    /// Opens `path`; when it was not a database, reports that through `report` and starts a
    /// new one in its place.
    public static func openRecovering(
        path: String, schema: DatabaseSchema, report: (StoreError) -> Void
    )
        throws(StoreError) -> SQLiteDatabase
    {
        do {
            return try open(path: path, schema: schema)
        } catch .notADatabase(let path, let movedTo) {
            report(.notADatabase(path: path, movedTo: movedTo))
            return try open(path: path, schema: schema)
        }
    }

    /// Opens a file that cannot be written (or set up for writing: a full disk), read-only:
    /// through its `-wal` file when one with content was left (it holds the latest
    /// writes), else as immutable (SQLite could not create the `-shm` file).
    private static func openReadOnly(
        path: String, schema: DatabaseSchema, now: Date, refusal: SQLiteDatabase.WriteRefusal
    ) throws(StoreError) -> SQLiteDatabase {
        let walSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        do {
            let database = try SQLiteDatabase(
                path: path, access: walSize > 0 ? .readOnly : .immutable, refusal: refusal)
            try schema.check(database)
            return database
        } catch .sqlite(let code, _) where code == SQLITE_NOTADB || code == SQLITE_CORRUPT {
            throw .notADatabase(path: path, movedTo: try moveAside(path, now: now))
        } catch .sqlite(_, let message) {
            throw .cannotOpen(path: path, reason: "it is read-only and could not be read: \(message)")
        }
    }

    private static func moveAside(_ path: String, now: Date) throws(StoreError) -> String {
        do {
            return try InvalidFile.moveAside(path, now: now, companions: ["-wal", "-shm"])
        } catch {
            throw .cannotOpen(
                path: path, reason: "not a database, and it could not be moved aside: \(error.localizedDescription)")
        }
    }
}
