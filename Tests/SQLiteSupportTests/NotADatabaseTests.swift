import Foundation
import SQLiteSupport
import TestSupport
import Testing

/// A file at the database path that is not a SQLite database is moved aside, kept intact,
/// and reported; a new database starts in its place.
@Suite struct NotADatabaseTests {
    /// Contents that are not a database: 4 KB of random bytes, and a short text file.
    static let invalidContents: [Data] = [
        Data((0..<4_096).map { _ in UInt8.random(in: 0...255) }),
        Data("hello".utf8),
    ]

    /// `open` throws `notADatabase` naming the original path and where the file went; the
    /// moved file holds the original bytes, the original path is free, and the message
    /// names both paths.
    @Test(arguments: invalidContents)
    func invalidFileIsMovedAsideIntact(contents: Data) throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("notes.sqlite3")
        try contents.write(to: URL(fileURLWithPath: path))

        let error = try #require(throws: StoreError.self) {
            _ = try NotesDatabase.open(path: path)
        }

        guard case .notADatabase(let reportedPath, let movedTo) = error else {
            Issue.record("expected notADatabase, got \(error)")
            return
        }
        #expect(reportedPath == path)
        #expect(movedTo != path)
        #expect(movedTo.hasPrefix(path + ".invalid-"))
        #expect(FileManager.default.fileExists(atPath: path) == false)
        #expect(FileManager.default.fileExists(atPath: movedTo))
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == contents)
        #expect(error.description.contains(path))
        #expect(error.description.contains(movedTo))
    }

    /// `openRecovering` reports the moved file once and returns a working new database.
    @Test(arguments: invalidContents)
    func openRecoveringStartsAFreshDatabase(contents: Data) throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("notes.sqlite3")
        try contents.write(to: URL(fileURLWithPath: path))
        var reported: [StoreError] = []

        let database = try DatabaseFile.openRecovering(path: path, schema: NotesDatabase.schema) {
            reported.append($0)
        }

        try #require(reported.count == 1)
        guard case .notADatabase(let reportedPath, let movedTo) = reported[0] else {
            Issue.record("expected notADatabase, got \(reported[0])")
            return
        }
        #expect(reportedPath == path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == contents)
        #expect(try database.userVersion == NotesDatabase.schema.currentVersion)
        #expect(try database.integrityCheck() == "ok")
        try NotesDatabase.add("fresh", to: database)
        #expect(try NotesDatabase.texts(in: database) == ["fresh"])
        #expect(try directory.names().contains("notes.sqlite3"))
    }

    /// A second invalid file moved aside at the same moment as the first never overwrites
    /// the first one's kept copy, and its own bytes are kept too.
    @Test func secondInvalidFileNeverOverwritesTheFirst() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("notes.sqlite3")
        try Data("first".utf8).write(to: URL(fileURLWithPath: path))
        let firstError = try #require(throws: StoreError.self) {
            _ = try NotesDatabase.open(path: path)
        }
        guard case .notADatabase(_, let firstMovedTo) = firstError else {
            Issue.record("expected notADatabase, got \(firstError)")
            return
        }
        try Data("second".utf8).write(to: URL(fileURLWithPath: path))

        let secondError = try #require(throws: StoreError.self) {
            _ = try NotesDatabase.open(path: path)
        }

        #expect(try Data(contentsOf: URL(fileURLWithPath: firstMovedTo)) == Data("first".utf8))
        let secondKeptAt = if case .notADatabase(_, let movedTo) = secondError { movedTo } else { path }
        #expect(secondKeptAt != firstMovedTo)
        #expect(try Data(contentsOf: URL(fileURLWithPath: secondKeptAt)) == Data("second".utf8))
    }
}
