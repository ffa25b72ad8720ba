import Foundation
import SQLiteSupport

/// A small database for the tests of SQLiteSupport alone: a table of notes, made in two
/// migrations, as a program's own schema would be.
enum NotesDatabase {
    /// Version 1 makes the table; version 2 adds a column.
    static let schema = DatabaseSchema(migrations: [
        "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)",
        "ALTER TABLE notes ADD COLUMN done INTEGER NOT NULL DEFAULT 0",
    ])

    /// The moment the tests open files at: 2025-01-01 00:00:00 UTC.
    static let now = Date(timeIntervalSinceReferenceDate: 757_382_400)

    /// Opens (creating or migrating) the notes database at `path`.
    static func open(path: String) throws(StoreError) -> SQLiteDatabase {
        try DatabaseFile.open(path: path, schema: schema, now: now)
    }

    /// Adds a note.
    static func add(_ text: String, to database: SQLiteDatabase) throws(StoreError) {
        try database.statement("INSERT INTO notes (text) VALUES (?)").bind(.text(text)).run()
    }

    /// The notes' texts, in the order they were added.
    static func texts(in database: SQLiteDatabase) throws(StoreError) -> [String] {
        let statement = try database.statement("SELECT text FROM notes ORDER BY id")
        var texts: [String] = []
        while try statement.step() { texts.append(statement.text(0) ?? "") }
        return texts
    }
}
