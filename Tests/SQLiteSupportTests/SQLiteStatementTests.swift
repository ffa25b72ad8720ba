import CSQLite
import SQLiteSupport
import TestSupport
import Testing

/// A prepared statement binds values by position, steps through rows and reads columns,
/// and is reused from the connection's cache.
@Suite struct SQLiteStatementTests {
    /// A connection to a fresh file with a table of every column type the store uses.
    private static func database(in directory: TemporaryFolder) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: directory.path("values.sqlite3"))
        try database.execute("CREATE TABLE value (i INTEGER, d REAL, t TEXT)")
        return database
    }

    /// Each kind of value goes in and comes back as it was; NULL reads as nil.
    @Test func valuesRoundTrip() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try Self.database(in: directory)
        let insert = try database.statement("INSERT INTO value VALUES (?, ?, ?)")

        try insert.bind(.int(-42), .double(0.125), .text("Tee für zwei")).run()
        try insert.bind(.null, .null, .null).run()

        let select = try database.statement("SELECT i, d, t FROM value ORDER BY rowid")
        #expect(try select.step())
        #expect(select.int(0) == -42)
        #expect(select.double(1) == 0.125)
        #expect(select.optionalDouble(1) == 0.125)
        #expect(select.text(2) == "Tee für zwei")
        #expect(try select.step())
        #expect(select.optionalDouble(1) == nil)
        #expect(select.text(2) == nil)
        #expect(try !select.step())
    }

    /// `firstRow` reads the first row, or gives nil when there is none.
    @Test func firstRowReadsOneRowOrNone() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try Self.database(in: directory)
        let select = try database.statement("SELECT t FROM value WHERE i = ?")

        #expect(try select.bind(.int(1)).firstRow { $0.text(0) } == nil)
        try database.statement("INSERT INTO value VALUES (1, 0, 'one')").run()
        #expect(try select.bind(.int(1)).firstRow { $0.text(0) } == "one")
    }

    /// Asking again for the same SQL gives the cached statement, rewound to its first row.
    @Test func cachedStatementStartsOver() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try Self.database(in: directory)
        try database.execute("INSERT INTO value VALUES (1, 0, 'one'); INSERT INTO value VALUES (2, 0, 'two')")
        let first = try database.statement("SELECT i FROM value ORDER BY i")
        #expect(try first.step())
        #expect(first.int(0) == 1)

        let again = try database.statement("SELECT i FROM value ORDER BY i")

        #expect(again === first)
        #expect(try again.step())
        #expect(again.int(0) == 1)
    }

    /// A value for a parameter the statement does not have, and a row the table refuses,
    /// fail with SQLite's code.
    @Test func refusedBindingsAndRowsFail() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try Self.database(in: directory)
        try database.execute("CREATE TABLE strict (t TEXT NOT NULL)")

        let insert = try database.statement("INSERT INTO strict VALUES (?)")
        let tooMany = try #require(throws: StoreError.self) { try insert.bind(.text("a"), .text("b")) }
        let missing = try #require(throws: StoreError.self) { try insert.bind(.null).run() }

        guard case .sqlite(let rangeCode, _) = tooMany, case .sqlite(let constraintCode, _) = missing else {
            Issue.record("expected SQLite errors, got \(tooMany) and \(missing)")
            return
        }
        #expect(rangeCode == SQLITE_RANGE)
        #expect(constraintCode & 0xff == SQLITE_CONSTRAINT)
    }
}
