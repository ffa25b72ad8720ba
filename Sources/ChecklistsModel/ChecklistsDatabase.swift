import Foundation
import SQLiteSupport

/// The Checklists app's own database file (separate from remindd's): its schema, and opening it.
///
/// Due dates are seconds since 2001-01-01 UTC (Foundation's reference date) in a REAL
/// column. `AUTOINCREMENT` keeps item and checklist IDs counting across deletions and
/// restarts (the counter lives in `sqlite_sequence`), so a reminder's identifier never
/// names two items.
public enum ChecklistsDatabase {
    /// The schema, from the first version on.
    public static let schema = DatabaseSchema(migrations: [
        """
        CREATE TABLE checklists (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL
        );
        CREATE TABLE items (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            checklist_id INTEGER NOT NULL REFERENCES checklists (id),
            text TEXT NOT NULL,
            checked INTEGER NOT NULL DEFAULT 0,
            due REAL,
            remind INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX items_by_checklist ON items (checklist_id, due);
        """
    ])

    /// Opens (creating or migrating) the database at `path`; see `DatabaseFile.open`.
    public static func open(path: String) throws(StoreError) -> SQLiteDatabase {
        try DatabaseFile.open(path: path, schema: schema)
    }

    /// Opens the database at `path`, starting a new one when the file was not a database
    /// (the old file is kept under another name and `report` is told).
    public static func openRecovering(path: String, report: (StoreError) -> Void) throws(StoreError) -> SQLiteDatabase {
        try DatabaseFile.openRecovering(path: path, schema: schema, report: report)
    }
}
