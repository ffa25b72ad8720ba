import CSQLite
import Foundation
import SQLiteSupport
import TestSupport
import Testing

/// A connection runs SQL, counts changes and keeps transactions whole; its failures carry
/// SQLite's code and message.
@Suite struct SQLiteDatabaseTests {
    /// A failure for the transaction tests.
    struct Refusal: Error, Equatable {}

    /// A transaction's writes are kept, and its result returned, when the body ends normally.
    @Test func transactionCommits() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try NotesDatabase.open(path: directory.path("notes.sqlite3"))

        let count = try database.transaction {
            try NotesDatabase.add("one", to: database)
            try NotesDatabase.add("two", to: database)
            return try NotesDatabase.texts(in: database).count
        }

        #expect(count == 2)
        #expect(try NotesDatabase.texts(in: database) == ["one", "two"])
    }

    /// A transaction whose body throws is rolled back, and the body's error comes through.
    @Test func transactionRollsBackWhenTheBodyThrows() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try NotesDatabase.open(path: directory.path("notes.sqlite3"))
        try NotesDatabase.add("kept", to: database)

        #expect(throws: Refusal()) {
            try database.transaction {
                try NotesDatabase.add("dropped", to: database)
                throw Refusal()
            }
        }

        #expect(try NotesDatabase.texts(in: database) == ["kept"])
    }

    /// `changes` counts the rows the last statement changed.
    @Test func changesCountsTheLastStatementsRows() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try NotesDatabase.open(path: directory.path("notes.sqlite3"))
        for text in ["a", "b", "c"] { try NotesDatabase.add(text, to: database) }

        try database.execute("UPDATE notes SET done = 1 WHERE text != 'b'")

        #expect(database.changes == 2)
    }

    /// SQL that SQLite refuses, run or prepared, fails with SQLite's code and message.
    @Test func refusedSQLFailsWithSQLitesMessage() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try NotesDatabase.open(path: directory.path("notes.sqlite3"))

        #expect(throws: StoreError.sqlite(code: SQLITE_ERROR, message: "no such table: missing")) {
            try database.execute("DELETE FROM missing")
        }
        #expect(throws: StoreError.sqlite(code: SQLITE_ERROR, message: "no such table: missing")) {
            try database.statement("SELECT * FROM missing")
        }
    }

    /// A file in a folder that does not exist cannot be opened: the error names the path.
    @Test func missingFolderCannotBeOpened() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("missing/notes.sqlite3")

        let error = try #require(throws: StoreError.self) { try SQLiteDatabase(path: path) }

        guard case .cannotOpen(let reported, _) = error else {
            Issue.record("expected cannotOpen, got \(error)")
            return
        }
        #expect(reported == path)
    }

    /// A statement that SQLite refuses at once while another connection writes is tried
    /// again until the busy timeout, then fails as busy.
    @Test func waitingWhileBusyGivesUpAfterTheTimeout() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("notes.sqlite3")
        let writer = try NotesDatabase.open(path: path)
        try writer.execute("BEGIN IMMEDIATE")
        defer { try? writer.execute("ROLLBACK") }
        let waiting = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 50)
        let start = ContinuousClock.now

        let error = try #require(throws: StoreError.self) { try waiting.executeWaitingWhileBusy("BEGIN IMMEDIATE") }

        guard case .sqlite(let code, _) = error else {
            Issue.record("expected a SQLite error, got \(error)")
            return
        }
        #expect(code & 0xff == SQLITE_BUSY)
        #expect(ContinuousClock.now - start >= waiting.busyTimeout)
    }
}
