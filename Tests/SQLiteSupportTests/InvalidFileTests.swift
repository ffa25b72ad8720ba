import Foundation
import SQLiteSupport
import TestSupport
import Testing

/// A file that could not be read is moved aside with its companions, under a name with
/// the time in UTC.
@Suite struct InvalidFileTests {
    /// The file and each companion that exists go to the stamped name; a missing companion
    /// is no error.
    @Test func companionsMoveAlong() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        try directory.write("main", to: "a.sqlite3")
        try directory.write("log", to: "a.sqlite3-wal")

        let moved = try InvalidFile.moveAside(
            directory.path("a.sqlite3"), now: NotesDatabase.now, companions: ["-wal", "-shm"])

        #expect(moved == directory.path("a.sqlite3.invalid-20250101T000000Z"))
        #expect(
            try directory.names() == ["a.sqlite3.invalid-20250101T000000Z", "a.sqlite3.invalid-20250101T000000Z-wal"])
        #expect(try directory.read("a.sqlite3.invalid-20250101T000000Z-wal") == "log")
    }
}
