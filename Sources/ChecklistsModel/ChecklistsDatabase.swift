import Foundation
import SQLiteSupport

/// The Checklists app's own database file (separate from remindd's): its schema, and opening it.
///
/// Due dates and other instants are seconds since 2001-01-01 UTC (Foundation's reference
/// date) in REAL columns. Version 2 gives items the fields of an iCalendar `VTODO`: a `uid`
/// (existing items get a random one), `notes`, the due date's zone and whether it is a day
/// without a time, the `rrule` with `from_completion`, the reminders as a JSON array (an item
/// whose Remind Me was on gets one at its due time), the completion, creation and change
/// times, and `previous_due`/`previous_rrule`: the occurrence a check-off moved on from, which
/// an uncheck right after brings back. Version 3 adds `ical_extra`: the iCalendar
/// properties of an imported item that Checklists does not use, kept to be written back on
/// export. Version 4 adds CalDAV sync's bookkeeping (see `SyncSchema`): the accounts, which
/// checklist is which server collection, each synced item's href, ETag and last synced copy,
/// and the outbox, which triggers fill with every change to a synced checklist's items,
/// whoever makes it (the window, the command line, an import). Version 5 adds the start of
/// a task (`DTSTART`) other apps wrote: `start_lead`, seconds before the due date, and
/// `start_reminders`, whether its reminders count from it. Version 6 adds `wakes`: whether
/// the computer is woken from suspend for the item's reminders. Version 7 adds `series_time`: a
/// repeating item's wall-clock time of day, in seconds after midnight, kept while a
/// daylight-saving gap moved its due date off it (`ItemRepeat.timeOfDay`); items stored
/// before have none, and their series goes on at their due date's time. Version 8 adds
/// `nag`: how often, in seconds, a reminder's popup comes again until the user responds
/// (NULL: once). Version 9 adds `rings`: whether a reminder rings like an alarm until the
/// user responds. Version 10 adds `sync_accounts.certificate`: the SHA-256 fingerprint of
/// the one certificate the user confirmed for an account's server (NULL: the system's trust),
/// and `sync_accounts.online_account`: the GNOME Online Accounts id of an account whose
/// password the desktop keeps (NULL: the password is in the keyring under the account's URL).
/// `AUTOINCREMENT` keeps item and checklist IDs counting across deletions and
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
        """,
        """
        ALTER TABLE items ADD COLUMN uid TEXT;
        ALTER TABLE items ADD COLUMN notes TEXT;
        ALTER TABLE items ADD COLUMN completed REAL;
        ALTER TABLE items ADD COLUMN due_zone TEXT;
        ALTER TABLE items ADD COLUMN all_day INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE items ADD COLUMN rrule TEXT;
        ALTER TABLE items ADD COLUMN from_completion INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE items ADD COLUMN reminders TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE items ADD COLUMN created REAL;
        ALTER TABLE items ADD COLUMN modified REAL;
        ALTER TABLE items ADD COLUMN previous_due REAL;
        ALTER TABLE items ADD COLUMN previous_rrule TEXT;
        UPDATE items SET uid = lower(hex(randomblob(16))), reminders = CASE remind WHEN 0 THEN '[]' ELSE '[{"before":0}]' END;
        ALTER TABLE items DROP COLUMN remind;
        CREATE UNIQUE INDEX items_by_uid ON items (uid);
        """,
        """
        ALTER TABLE items ADD COLUMN ical_extra TEXT;
        """,
        SyncSchema.version4,
        """
        ALTER TABLE items ADD COLUMN start_lead INTEGER;
        ALTER TABLE items ADD COLUMN start_reminders INTEGER NOT NULL DEFAULT 0;
        """,
        """
        ALTER TABLE items ADD COLUMN wakes INTEGER NOT NULL DEFAULT 0;
        """,
        """
        ALTER TABLE items ADD COLUMN series_time INTEGER;
        """,
        """
        ALTER TABLE items ADD COLUMN nag INTEGER;
        """,
        """
        ALTER TABLE items ADD COLUMN rings INTEGER NOT NULL DEFAULT 0;
        """,
        """
        ALTER TABLE sync_accounts ADD COLUMN certificate TEXT;
        ALTER TABLE sync_accounts ADD COLUMN online_account TEXT;
        """,
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
