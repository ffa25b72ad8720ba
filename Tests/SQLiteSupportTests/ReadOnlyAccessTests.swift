import Foundation
import SQLiteSupport
import TestSupport
import Testing

/// A connection opened read-only reads what the file holds and refuses every write with an
/// error that says why: a read-only file, or a disk that was full.
@Suite struct ReadOnlyAccessTests {
    /// Writes a database with one note, closed cleanly (no `-wal` file left); returns its path.
    private static func storedDatabase(in directory: TemporaryFolder) throws -> String {
        let path = directory.path("notes.sqlite3")
        try NotesDatabase.add("kept", to: try NotesDatabase.open(path: path))
        return path
    }

    /// Opened as immutable (the read-only file system case), the note is read, and a
    /// write fails naming the read-only database and changes nothing.
    @Test func readOnlyFileRefusesWrites() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = try Self.storedDatabase(in: directory)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let database = try SQLiteDatabase(path: path, access: .immutable)
        #expect(database.writeRefusal == .readOnlyFile)
        #expect(try NotesDatabase.texts(in: database) == ["kept"])
        let error = try #require(throws: StoreError.self) {
            try database.execute("DELETE FROM notes")
        }
        #expect(error.description.hasPrefix("the database is read-only: nothing was saved"), "\(error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try directory.names() == ["notes.sqlite3"])
    }

    /// Opened read-only because the disk was full, a write fails naming the full disk.
    @Test func diskFullRefusesWritesNamingTheDisk() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = try Self.storedDatabase(in: directory)

        let database = try SQLiteDatabase(path: path, access: .immutable, refusal: .diskFull)
        let error = try #require(throws: StoreError.self) { try NotesDatabase.add("new", to: database) }
        #expect(error.description.hasPrefix("the disk holding the database is full: nothing was saved"), "\(error)")
        #expect(try NotesDatabase.texts(in: database) == ["kept"])
    }

    /// A writable file is opened for writing.
    @Test func writableFileIsOpenedForWriting() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try NotesDatabase.open(path: directory.path("notes.sqlite3"))
        #expect(database.writeRefusal == nil)
    }
}
