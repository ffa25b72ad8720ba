import CSQLite
import Foundation
import NotificationStore
import SQLiteSupport
import TestSupport
import Testing

/// The file's schema version and journal mode, and the refusal of a file from a newer program.
@Suite struct SchemaTests {
    /// The schema version this program writes.
    static let currentVersion = 8

    /// A new file gets the current schema version and the WAL journal, and is sound.
    @Test func freshFileHasCurrentVersionAndWAL() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("nested/folder/remindd.sqlite3").path

        let database = try NotificationDatabase.open(path: path)

        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try database.userVersion == Self.currentVersion)
        #expect(try database.scalarText("PRAGMA user_version") == "\(Self.currentVersion)")
        #expect(try database.scalarText("PRAGMA journal_mode") == "wal")
        #expect(try database.integrityCheck() == "ok")
        let tables = try database.scalarText(
            "SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name)")
        #expect(tables == "categories,delivered,pending,set_aside,settings")
    }

    /// A file whose schema version is newer than this program's is refused with
    /// `newerSchema`, also by `openRecovering`, and left byte for byte as it was: one in WAL
    /// mode, as this program writes, and one in the rollback-journal mode SQLite starts with.
    @Test(arguments: ["wal", "delete"])
    func newerSchemaIsRefusedAndLeftUntouched(journalMode: String) throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.databasePath
        try Self.createFile(
            at: path,
            sql:
                "PRAGMA journal_mode = \(journalMode); CREATE TABLE future (x); INSERT INTO future VALUES (42); PRAGMA user_version = 99"
        )
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try directory.names() == ["remindd.sqlite3"])

        #expect(throws: StoreError.newerSchema(path: path, version: 99)) {
            _ = try NotificationDatabase.open(path: path)
        }
        var reported: [StoreError] = []
        #expect(throws: StoreError.newerSchema(path: path, version: 99)) {
            _ = try NotificationDatabase.openRecovering(path: path) { reported.append($0) }
        }

        #expect(reported.isEmpty)
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        let changedOffsets = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(after == before, "bytes changed at offsets \(changedOffsets)")
        #expect(try directory.names() == ["remindd.sqlite3"])
        #expect(StoreError.newerSchema(path: path, version: 99).description.contains(path))
    }

    /// Creates a database file with the SQLite C library directly, as another program would.
    private static func createFile(at path: String, sql: String) throws {
        var handle: OpaquePointer?
        defer { sqlite3_close(handle) }
        try #require(sqlite3_open(path, &handle) == SQLITE_OK)
        try #require(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
    }
}
