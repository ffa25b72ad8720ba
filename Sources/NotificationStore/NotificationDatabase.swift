import Foundation
import SQLiteSupport

/// remindd's database file: its schema, and opening it.
///
/// Dates are stored as seconds since 2001-01-01 UTC (Foundation's reference date) in REAL
/// columns, which round-trip a `Date` exactly.
public enum NotificationDatabase {
    /// The schema, from the first version on. Never edit a migration that has shipped:
    /// add the next one.
    ///
    /// 1. pending requests and delivered notifications;
    /// 2. each app's notification categories (their actions as JSON) and `settings`, a small
    ///    key/value table (`paused-until`: the end of "Pause Reminders", a REAL date);
    /// 3. `set_aside`: records that could not be used when read back (an impossible date, a
    ///    request that breaks the rules, JSON that does not decode), kept as they were with
    ///    the table they came from, their key, the reason and when they were set aside;
    /// 4. for interval triggers, where the elapsed clock stood at the anchor: `elapsed_anchor`
    ///    (seconds on CLOCK_BOOTTIME) and `boot_id` (the boot it was read in);
    /// 5. for location triggers, where the device last was: `region_state` (`unknown`, `inside`
    ///    or `outside`); NULL marks a timed request, which alone the timer's queries select; a
    ///    partial index finds the location requests.
    /// 6. indexes for what remindd reads in pages or at start: each app's pending requests
    ///    by next fire date and its deliveries by delivery date (the listings), and the
    ///    interval requests by boot (given new elapsed anchors after a reboot). The `settings`
    ///    keys `computed-zone`, `computed-boot` and `computed-base` hold the time the fire
    ///    dates were last computed in (see `TimeBase`).
    /// 7. `wake`: 1 for a request that wakes the computer (NULL otherwise), with a partial
    ///    index by next fire date, so that the soonest is found without reading the others.
    /// 8. `nag_next`, `nag_left`: when a delivery's popup is posted again until the user
    ///    acts on it (NULL when it is not), and how many more times (NULL: until then), with
    ///    a partial index by that time (see `NaggingPopup`).
    public static let schema = DatabaseSchema(migrations: [
        """
        CREATE TABLE pending (
            app TEXT NOT NULL,
            identifier TEXT NOT NULL,
            next_fire REAL NOT NULL,
            anchor REAL NOT NULL,
            last_fire REAL,
            request TEXT NOT NULL,
            PRIMARY KEY (app, identifier)
        ) WITHOUT ROWID;
        CREATE INDEX pending_by_next_fire ON pending (next_fire);
        CREATE TABLE delivered (
            app TEXT NOT NULL,
            identifier TEXT NOT NULL,
            occurrence REAL NOT NULL,
            delivered_at REAL NOT NULL,
            late INTEGER NOT NULL,
            missed INTEGER NOT NULL,
            posted INTEGER NOT NULL,
            request TEXT NOT NULL,
            PRIMARY KEY (app, identifier, occurrence)
        ) WITHOUT ROWID;
        CREATE INDEX delivered_unposted ON delivered (occurrence) WHERE posted = 0;
        """,
        """
        CREATE TABLE categories (
            app TEXT NOT NULL,
            identifier TEXT NOT NULL,
            position INTEGER NOT NULL,
            actions TEXT NOT NULL,
            PRIMARY KEY (app, identifier)
        ) WITHOUT ROWID;
        CREATE TABLE settings (
            key TEXT NOT NULL PRIMARY KEY,
            value
        ) WITHOUT ROWID;
        """,
        """
        CREATE TABLE set_aside (
            source TEXT NOT NULL,
            key TEXT NOT NULL,
            reason TEXT NOT NULL,
            set_aside_at REAL NOT NULL,
            record TEXT NOT NULL
        );
        """,
        """
        ALTER TABLE pending ADD COLUMN elapsed_anchor REAL;
        ALTER TABLE pending ADD COLUMN boot_id TEXT;
        """,
        """
        ALTER TABLE pending ADD COLUMN region_state TEXT;
        CREATE INDEX pending_locations ON pending (app, identifier) WHERE region_state IS NOT NULL;
        """,
        """
        CREATE INDEX pending_by_app ON pending (app, next_fire, identifier);
        CREATE INDEX delivered_by_app ON delivered (app, delivered_at DESC, identifier DESC);
        CREATE INDEX pending_by_boot ON pending (boot_id) WHERE boot_id IS NOT NULL;
        """,
        """
        ALTER TABLE pending ADD COLUMN wake INTEGER;
        CREATE INDEX pending_wakes ON pending (next_fire) WHERE wake = 1;
        """,
        """
        ALTER TABLE delivered ADD COLUMN nag_next REAL;
        ALTER TABLE delivered ADD COLUMN nag_left INTEGER;
        CREATE INDEX delivered_nagging ON delivered (nag_next) WHERE nag_next IS NOT NULL;
        """,
    ])

    /// Opens (creating or migrating) the database at `path`; see `DatabaseFile.open`.
    public static func open(path: String) throws(StoreError) -> SQLiteDatabase {
        try DatabaseFile.open(path: path, schema: schema)
    }

    /// Opens the database at `path`, starting a new one when the file was not a database.
    public static func openRecovering(path: String, report: (StoreError) -> Void) throws(StoreError) -> SQLiteDatabase {
        try DatabaseFile.openRecovering(path: path, schema: schema, report: report)
    }
}
