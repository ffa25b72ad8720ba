import Foundation
import SQLiteSupport

/// The connection and thread every `SQLiteStagedSave` of a store writes through: one
/// connection for consecutive saves, so that a burst of `AddMany` calls finds the pages of
/// `pending` and its indexes in its page cache instead of reading them again from the WAL
/// and the file at each call. It opens at the first save, with a page cache large enough
/// for the indexes a burst touches, and lets the WAL grow to `checkpointPages` before
/// copying it into the file. Once no save has used it for `idleTime`, it copies the WAL into
/// the file, empties it and closes (its memory and disk space given back).
///
/// `@unchecked Sendable`: its connection and use count are only touched on `queue`.
final class StagedSaveWriter: @unchecked Sendable {
    /// The serial queue the saves encode and write on.
    let queue = DispatchQueue(label: "org.checklists.NotificationStore.StagedSave")
    private let path: String
    private let idleTime: DispatchTimeInterval
    private var database: SQLiteDatabase?
    private var uses = 0

    /// The page cache of the connection while it is open, in KiB: the indexes of
    /// 100 000 pending requests and the pages a commit of 1 000 of them writes.
    static let cacheKiB = 32_768

    /// How many pages the WAL grows to before a commit of this connection copies them into
    /// the file: in a burst, the index pages each commit rewrites are copied once, not once
    /// per commit.
    static let checkpointPages = 8_192

    /// A writer into the store at `path`, closing its connection after `idleTime` unused.
    init(path: String, idleTime: DispatchTimeInterval = .milliseconds(1_500)) {
        self.path = path
        self.idleTime = idleTime
    }

    /// Runs `body` on the open connection (opening it when it is closed), on `queue`; the
    /// connection is closed after a failure, so that the next save starts on a new one.
    func withConnection<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        dispatchPrecondition(condition: .onQueue(queue))
        uses += 1
        closeWhenIdle(after: uses)
        do {
            return try body(try open())
        } catch {
            database = nil
            throw error
        }
    }

    /// Whether the connection is open (for tests).
    var isOpen: Bool {
        queue.sync { database != nil }
    }

    private func open() throws -> SQLiteDatabase {
        if let database { return database }
        // The store's own connection opened and migrated the file: this one only writes
        // (never moving a file aside), as durably as that one.
        let database = try SQLiteDatabase(path: path)
        try database.execute(
            "PRAGMA synchronous=FULL; PRAGMA cache_size=-\(Self.cacheKiB); PRAGMA wal_autocheckpoint=\(Self.checkpointPages)"
        )
        self.database = database
        return database
    }

    private func closeWhenIdle(after use: Int) {
        queue.asyncAfter(deadline: .now() + idleTime) { [weak self] in
            guard let self, uses == use else { return }
            try? database?.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            database = nil
        }
    }
}
