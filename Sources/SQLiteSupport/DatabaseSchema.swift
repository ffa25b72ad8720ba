/// A database's schema as a list of migrations, from the first version on.
///
/// `PRAGMA user_version` holds the version; migration `n` (0-based) takes a file from
/// version `n` to `n + 1`.
public struct DatabaseSchema: Sendable {
    /// Each step's SQL, run in one transaction with the version bump.
    public let migrations: [String]

    /// Creates a schema from its migrations.
    public init(migrations: [String]) {
        self.migrations = migrations
    }

    /// The version this program writes.
    public var currentVersion: Int { migrations.count }

    /// Checks that a database opened read-only has the current version, as it cannot be
    /// migrated.
    func check(_ database: SQLiteDatabase) throws(StoreError) {
        let version = try database.userVersion
        guard version <= currentVersion else {
            throw .newerSchema(path: database.path, version: version)
        }
        guard version == currentVersion else {
            throw .cannotOpen(
                path: database.path,
                reason: "it is read-only and has schema version \(version), older than this program's \(currentVersion)"
            )
        }
    }

    /// Brings the database to the current version in WAL mode with `synchronous=FULL`;
    /// refuses a file from a newer program before writing anything to it. Several processes
    /// may open a new file at once: each step is taken by one of them only.
    func migrate(_ database: SQLiteDatabase) throws(StoreError) {
        let version = try database.userVersion
        guard version <= currentVersion else {
            throw .newerSchema(path: database.path, version: version)
        }
        try database.executeWaitingWhileBusy("PRAGMA journal_mode=WAL")
        try database.execute("PRAGMA synchronous=FULL")
        for step in version..<currentVersion {
            do {
                try database.transaction {
                    // Another process opening the file at the same time may have taken this
                    // step since the version was read; the write lock is held from here on.
                    guard try database.userVersion == step else { return }
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
