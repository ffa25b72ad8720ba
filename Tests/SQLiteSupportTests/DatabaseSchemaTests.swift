import Foundation
import TestSupport
import Testing

@testable import SQLiteSupport

/// A schema's migrations bring a file to the current version once; a file from a newer
/// program, or an older one that cannot be written, is refused.
@Suite struct DatabaseSchemaTests {
    /// A new file, in a folder that does not exist yet, is made at the current version, in
    /// WAL mode with `synchronous=FULL`.
    @Test func newFileIsMadeAtTheCurrentVersion() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("nested/folder/notes.sqlite3")

        let database = try NotesDatabase.open(path: path)

        #expect(try database.userVersion == 2)
        #expect(try database.scalarText("PRAGMA journal_mode") == "wal")
        #expect(try database.scalarText("PRAGMA synchronous") == "2")
        #expect(try database.integrityCheck() == "ok")
    }

    /// A file at version 1 takes the second step only, and keeps its rows.
    @Test func olderFileTakesTheMissingStepsWithItsRows() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("notes.sqlite3")
        let versionOne = DatabaseSchema(migrations: Array(NotesDatabase.schema.migrations.prefix(1)))
        try NotesDatabase.add("old", to: try DatabaseFile.open(path: path, schema: versionOne))

        let database = try NotesDatabase.open(path: path)

        #expect(try database.userVersion == 2)
        #expect(try NotesDatabase.texts(in: database) == ["old"])
        #expect(try database.scalarText("SELECT done FROM notes") == "0")
    }

    /// A file whose version is newer than the schema's is refused, by `open` and by
    /// `openRecovering`, with its bytes left as they were.
    @Test func newerFileIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("notes.sqlite3")
        try SQLiteDatabase(path: path).execute("CREATE TABLE future (x); PRAGMA user_version = 7")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: StoreError.newerSchema(path: path, version: 7)) { try NotesDatabase.open(path: path) }
        var reported: [StoreError] = []
        #expect(throws: StoreError.newerSchema(path: path, version: 7)) {
            try DatabaseFile.openRecovering(path: path, schema: NotesDatabase.schema) { reported.append($0) }
        }

        #expect(reported.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// A file opened read-only is checked, not migrated: the current version passes, an
    /// older one cannot be brought up to date and a newer one is not this program's.
    @Test func readOnlyFileIsCheckedNotMigrated() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("notes.sqlite3")
        let versionOne = DatabaseSchema(migrations: Array(NotesDatabase.schema.migrations.prefix(1)))
        _ = try DatabaseFile.open(path: path, schema: versionOne)
        let readOnly = try SQLiteDatabase(path: path, access: .immutable)

        try versionOne.check(readOnly)
        let error = try #require(throws: StoreError.self) { try NotesDatabase.schema.check(readOnly) }
        #expect(
            error.description
                == "cannot open \(path): it is read-only and has schema version 1, older than this program's 2")
        #expect(throws: StoreError.newerSchema(path: path, version: 1)) {
            try DatabaseSchema(migrations: []).check(readOnly)
        }
    }
}
