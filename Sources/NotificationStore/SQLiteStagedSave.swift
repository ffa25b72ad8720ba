import Foundation
import LocalNotifications
import SQLiteSupport

/// The store's `StagedSave`, run on a thread and a connection of its own so that neither
/// encoding the requests nor saving them holds the caller: each part is encoded and written
/// to a temporary table of that connection (gone with it after a crash), and the commit
/// copies them into `pending` in one transaction, in SQL. While that transaction runs, a
/// write through another connection waits for it (SQLite has one writer at a time).
///
/// `@unchecked Sendable`: after `init`, its connection and first failure are only
/// touched on its serial queue.
final class SQLiteStagedSave: StagedSave, @unchecked Sendable {
    private let queue = DispatchQueue(label: "org.checklists.NotificationStore.StagedSave")
    private var database: SQLiteDatabase?
    private var failure: (any Error)?

    /// A save into the store at `path`; the connection opens on the save's queue.
    init(path: String) {
        queue.async { [self] in
            do {
                // The store's own connection opened and migrated the file: this one only
                // writes (never moving a file aside), as durably as that one.
                let database = try SQLiteDatabase(path: path)
                try database.execute("PRAGMA synchronous=FULL")
                try database.execute(
                    "CREATE TEMP TABLE staged_pending (" + SQLiteNotificationRepository.savedColumns + ")")
                self.database = database
            } catch {
                failure = error
            }
        }
    }

    /// Encodes the requests and writes them to the temporary table, on the save's queue; a
    /// failure is kept for the commit.
    func add(_ requests: [ScheduledRequest]) {
        queue.async { [self] in
            guard failure == nil, let database else { return }
            do {
                try database.transaction {
                    let insert = try database.statement(
                        "INSERT INTO temp.staged_pending (\(SQLiteNotificationRepository.savedColumns)) "
                            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    for scheduled in requests {
                        try insert.bind(try SQLiteNotificationRepository.columns(of: scheduled)).run()
                    }
                }
            } catch {
                failure = error
            }
        }
    }

    /// Copies every part into `pending` in one transaction, later rows replacing earlier
    /// ones of the same app and identifier, then closes the connection; `completion` runs on
    /// the save's queue.
    func commit(_ completion: @escaping @Sendable (Result<Void, any Error>) -> Void) {
        queue.async { [self] in
            defer { database = nil }
            if let failure { return completion(.failure(failure)) }
            guard let database else {
                return completion(.failure(StoreError.cannotOpen(path: "", reason: "no connection")))
            }
            let columns = SQLiteNotificationRepository.savedColumns
            completion(
                Result {
                    try database.transaction {
                        try database.statement(
                            "INSERT OR REPLACE INTO pending (\(columns)) "
                                + "SELECT \(columns) FROM temp.staged_pending ORDER BY rowid"
                        ).run()
                    }
                })
        }
    }
}
