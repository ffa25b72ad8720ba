import Foundation
import LocalNotifications
import SQLiteSupport

/// The store's `StagedSave`, run on the thread and connection of the store's
/// `StagedSaveWriter` so that neither encoding the requests nor saving them holds the
/// caller: each part is encoded into the values of its rows, kept in memory (gone with the
/// process after a crash), and the commit inserts them into `pending` in one transaction.
/// While that transaction runs, a write through another connection waits for it (SQLite
/// has one writer at a time).
///
/// `@unchecked Sendable`: its rows and first failure are only touched on the writer's queue.
final class SQLiteStagedSave: StagedSave, @unchecked Sendable {
    private let writer: StagedSaveWriter
    private var rows: [[SQLiteStatement.Value]] = []
    private var failure: (any Error)?

    /// A save through `writer`.
    init(writer: StagedSaveWriter) {
        self.writer = writer
    }

    /// Encodes the requests into rows, on the writer's queue; a failure is kept for the commit.
    func add(_ requests: [ScheduledRequest]) {
        writer.queue.async { [self] in
            guard failure == nil else { return }
            do {
                rows.reserveCapacity(rows.count + requests.count)
                for scheduled in requests {
                    rows.append(try SQLiteNotificationRepository.columns(of: scheduled))
                }
            } catch {
                failure = error
            }
        }
    }

    /// Inserts every row into `pending` in one transaction, later rows replacing earlier
    /// ones of the same app and identifier; `completion` runs on the writer's queue.
    func commit(_ completion: @escaping @Sendable (Result<Void, any Error>) -> Void) {
        writer.queue.async { [self] in
            defer { rows = [] }
            if let failure { return completion(.failure(failure)) }
            completion(
                Result {
                    try writer.withConnection { database in
                        try database.transaction {
                            let insert = try database.statement(
                                "INSERT OR REPLACE INTO pending (\(SQLiteNotificationRepository.savedColumns)) "
                                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                            for row in rows { try insert.bind(row).run() }
                        }
                    }
                })
        }
    }
}
