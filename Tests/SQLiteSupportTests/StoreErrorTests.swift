import CSQLite
import SQLiteSupport
import Testing

/// Each store error's description is one line a user can act on.
@Suite struct StoreErrorTests {
    /// The message of each case.
    @Test(
        arguments: [
            (
                StoreError.notADatabase(path: "/d/a.sqlite3", movedTo: "/d/a.sqlite3.invalid-x"),
                "/d/a.sqlite3 was not a valid database; it was moved to /d/a.sqlite3.invalid-x and a new one was started"
            ),
            (
                .newerSchema(path: "/d/a.sqlite3", version: 9),
                "/d/a.sqlite3 has schema version 9, newer than this program knows; it was left untouched"
            ),
            (.cannotOpen(path: "/d/a.sqlite3", reason: "no room"), "cannot open /d/a.sqlite3: no room"),
            (
                .sqlite(code: SQLITE_FULL, message: "disk I/O"),
                "the disk holding the database is full: nothing was saved (database error 13: disk I/O)"
            ),
            (
                .sqlite(code: SQLITE_READONLY, message: "read-only"),
                "the database is read-only: nothing was saved (database error 8: read-only)"
            ),
            (.sqlite(code: SQLITE_ERROR, message: "no such table: x"), "database error 1: no such table: x"),
            (.corruptRow("bad trigger"), "unreadable row in the database: bad trigger"),
        ] as [(StoreError, String)])
    func description(error: StoreError, message: String) {
        #expect(error.description == message)
    }
}
