import LocalNotifications
import SQLiteSupport

/// The store's `StagedSave`: each part is encoded and written to a temporary table of this
/// connection (quick, and gone with the connection after a crash); the commit copies them
/// into `pending` in one transaction, in SQL, without encoding anything again.
final class SQLiteStagedSave: StagedSave {
    private let repository: SQLiteNotificationRepository
    private let database: SQLiteDatabase
    private let batch: Int

    /// A new batch in the temporary table.
    init(repository: SQLiteNotificationRepository, database: SQLiteDatabase) throws {
        self.repository = repository
        self.database = database
        try database.execute(
            "CREATE TEMP TABLE IF NOT EXISTS staged_pending (batch INTEGER NOT NULL, "
                + SQLiteNotificationRepository.savedColumns + ")")
        batch =
            try database.statement("SELECT coalesce(max(batch), 0) + 1 FROM temp.staged_pending").firstRow {
                $0.int(0)
            } ?? 1
    }

    deinit { try? discard() }

    /// Writes the requests to the temporary table.
    func add(_ requests: [ScheduledRequest]) throws {
        try database.transaction {
            let insert = try database.statement(
                "INSERT INTO temp.staged_pending (batch, \(SQLiteNotificationRepository.savedColumns)) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            for scheduled in requests {
                try insert.bind([.int(batch)] + (try repository.columns(of: scheduled))).run()
            }
        }
    }

    /// Copies the batch into `pending` in one transaction, later rows replacing earlier
    /// ones of the same app and identifier, and empties it.
    func commit() throws {
        let columns = SQLiteNotificationRepository.savedColumns
        try database.transaction {
            try database.statement(
                "INSERT OR REPLACE INTO pending (\(columns)) "
                    + "SELECT \(columns) FROM temp.staged_pending WHERE batch = ? ORDER BY rowid"
            ).bind(.int(batch)).run()
            try discard()
        }
    }

    private func discard() throws {
        try database.statement("DELETE FROM temp.staged_pending WHERE batch = ?").bind(.int(batch)).run()
    }
}
