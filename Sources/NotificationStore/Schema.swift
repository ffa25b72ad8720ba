/// The database schema and its migrations, from the first version on.
///
/// `PRAGMA user_version` holds the version; migration `n` (0-based) takes a file from
/// version `n` to `n + 1`. Dates are stored as seconds since 2001-01-01 UTC (Foundation's
/// reference date) in REAL columns, which round-trip a `Date` exactly.
enum Schema {
    /// The version this program writes.
    static var currentVersion: Int { migrations.count }

    /// Each step's SQL, run in one transaction with the version bump.
    static let migrations: [String] = [
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
        """
    ]

    /// Brings the database to the current version in WAL mode with `synchronous=FULL`;
    /// refuses a file from a newer program before writing anything to it.
    static func migrate(_ database: SQLiteDatabase) throws(StoreError) {
        let version = try database.userVersion
        guard version <= currentVersion else {
            throw .newerSchema(path: database.path, version: version)
        }
        try database.execute("PRAGMA journal_mode=WAL")
        try database.execute("PRAGMA synchronous=FULL")
        for step in version..<currentVersion {
            do {
                try database.transaction {
                    try database.execute(migrations[step])
                    try database.execute("PRAGMA user_version = \(step + 1)")
                }
            } catch let error as StoreError {
                throw error
            } catch {
                throw .sqlite(code: -1, message: "\(error)")
            }
        }
    }
}
