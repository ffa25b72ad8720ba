import Foundation
import SQLiteSupport

/// The SQL over the sync's tables (see `SyncSchema`) on the checklists database's
/// connection, so that the sync's bookkeeping and the items it applies share transactions.
final class SyncLedger {
    private let database: SQLiteDatabase

    /// A ledger over an open checklists database.
    init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Runs `body` in one transaction.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try database.transaction(body)
    }

    // MARK: Accounts

    /// Every account, by URL.
    func accounts() throws(StoreError) -> [AccountRecord] {
        let statement = try database.statement(
            "SELECT url, user, home, last_sync, last_error, certificate, online_account FROM sync_accounts ORDER BY url"
        )
        var rows: [AccountRecord] = []
        while try statement.step() {
            rows.append(
                AccountRecord(
                    url: statement.text(0) ?? "", user: statement.text(1) ?? "", home: statement.text(2),
                    lastSync: statement.optionalDouble(3).map(Date.init(timeIntervalSinceReferenceDate:)),
                    lastError: statement.text(4), certificate: statement.text(5), onlineAccount: statement.text(6)))
        }
        return rows
    }

    /// Adds an account.
    func insertAccount(_ account: AccountRecord) throws(StoreError) {
        try database.statement(
            "INSERT INTO sync_accounts (url, user, home, certificate, online_account) VALUES (?, ?, ?, ?, ?)"
        )
        .bind(
            .text(account.url), .text(account.user), account.home.map { .text($0) } ?? .null,
            account.certificate.map { .text($0) } ?? .null, account.onlineAccount.map { .text($0) } ?? .null
        ).run()
    }

    /// Records how the account's last sync went: its time when it succeeded, and the error
    /// (nil when none).
    func recordResult(url: String, syncedAt: Date?, error: String?) throws(StoreError) {
        if let syncedAt {
            try database.statement("UPDATE sync_accounts SET last_sync = ?, last_error = NULL WHERE url = ?")
                .bind(.double(syncedAt.timeIntervalSinceReferenceDate), .text(url)).run()
        } else {
            try database.statement("UPDATE sync_accounts SET last_error = ? WHERE url = ?")
                .bind(error.map { .text($0) } ?? .null, .text(url)).run()
        }
    }

    /// Forgets an account and what it synced: the checklists and their items stay.
    func deleteAccount(url: String) throws(StoreError) {
        for sql in [
            "DELETE FROM sync_outbox WHERE checklist_id IN (SELECT checklist_id FROM sync_collections WHERE account_url = ?1)",
            "DELETE FROM sync_items WHERE checklist_id IN (SELECT checklist_id FROM sync_collections WHERE account_url = ?1)",
            "DELETE FROM sync_collections WHERE account_url = ?1",
            "DELETE FROM sync_accounts WHERE url = ?1",
        ] {
            try database.statement(sql).bind(.text(url)).run()
        }
    }

    // MARK: Collections

    /// The collections of an account (every account's when nil).
    func collections(of account: String? = nil) throws(StoreError) -> [CollectionLink] {
        let statement = try database.statement(
            """
            SELECT checklist_id, account_url, href, sync_token, ctag FROM sync_collections
            WHERE ?1 IS NULL OR account_url = ?1 ORDER BY checklist_id
            """)
        try statement.bind(account.map { .text($0) } ?? .null)
        var rows: [CollectionLink] = []
        while try statement.step() {
            rows.append(
                CollectionLink(
                    checklistID: Int64(statement.int(0)), account: statement.text(1) ?? "",
                    href: statement.text(2) ?? "",
                    syncToken: statement.text(3), ctag: statement.text(4)))
        }
        return rows
    }

    /// Makes a checklist the local copy of a collection, and queues its items to be sent.
    func link(_ link: CollectionLink) throws(StoreError) {
        try database.statement("INSERT INTO sync_collections (checklist_id, account_url, href) VALUES (?, ?, ?)")
            .bind(.int(Int(link.checklistID)), .text(link.account), .text(link.href)).run()
        try database.statement(
            "INSERT INTO sync_outbox (checklist_id, uid) SELECT checklist_id, uid FROM items WHERE checklist_id = ?"
        )
        .bind(.int(Int(link.checklistID))).run()
    }

    /// Records the collection's state after a sync.
    func recordState(of checklistID: Int64, syncToken: String?, ctag: String?) throws(StoreError) {
        try database.statement("UPDATE sync_collections SET sync_token = ?, ctag = ? WHERE checklist_id = ?")
            .bind(syncToken.map { .text($0) } ?? .null, ctag.map { .text($0) } ?? .null, .int(Int(checklistID))).run()
    }

    // MARK: Items

    /// The synced state of every item of a checklist, by href.
    func itemStates(in checklistID: Int64) throws(StoreError) -> [String: ItemState] {
        let statement = try database.statement("SELECT uid, href, etag, synced FROM sync_items WHERE checklist_id = ?")
        try statement.bind(.int(Int(checklistID)))
        var states: [String: ItemState] = [:]
        while try statement.step() {
            let state = ItemState(
                uid: statement.text(0) ?? "", href: statement.text(1) ?? "", etag: statement.text(2),
                synced: statement.text(3))
            states[state.href] = state
        }
        return states
    }

    /// The synced state of the item with this UID in this checklist.
    func itemState(uid: String, in checklistID: Int64) throws(StoreError) -> ItemState? {
        try database.statement("SELECT uid, href, etag, synced FROM sync_items WHERE uid = ? AND checklist_id = ?")
            .bind(.text(uid), .int(Int(checklistID)))
            .firstRow { ItemState(uid: $0.text(0) ?? "", href: $0.text(1) ?? "", etag: $0.text(2), synced: $0.text(3)) }
    }

    /// Records the copy both sides now agree on.
    func recordSynced(_ state: ItemState, in checklistID: Int64) throws(StoreError) {
        try database.statement(
            "INSERT OR REPLACE INTO sync_items (uid, checklist_id, href, etag, synced) VALUES (?, ?, ?, ?, ?)"
        )
        .bind(
            .text(state.uid), .int(Int(checklistID)), .text(state.href), state.etag.map { .text($0) } ?? .null,
            state.synced.map { .text($0) } ?? .null
        ).run()
    }

    /// Forgets an item's synced state.
    func forget(uid: String) throws(StoreError) {
        try database.statement("DELETE FROM sync_items WHERE uid = ?").bind(.text(uid)).run()
    }

    // MARK: Outbox

    /// The changes waiting to be sent for a checklist, one per item in the order of its
    /// first change, with the last sequence number that names it.
    func outbox(of checklistID: Int64) throws(StoreError) -> [OutboxEntry] {
        let statement = try database.statement(
            "SELECT uid, MAX(seq), MIN(seq) FROM sync_outbox WHERE checklist_id = ? GROUP BY uid ORDER BY MIN(seq)")
        try statement.bind(.int(Int(checklistID)))
        var entries: [OutboxEntry] = []
        while try statement.step() {
            entries.append(OutboxEntry(uid: statement.text(0) ?? "", lastSequence: Int64(statement.int(1))))
        }
        return entries
    }

    /// The highest sequence number given so far.
    func lastSequence() throws(StoreError) -> Int64 {
        Int64(try database.statement("SELECT COALESCE(MAX(seq), 0) FROM sync_outbox").firstRow { $0.int(0) } ?? 0)
    }

    /// Drops the changes of an item up to `sequence`: they were sent (a change made since stays).
    func dropOutbox(uid: String, in checklistID: Int64, through sequence: Int64) throws(StoreError) {
        try database.statement("DELETE FROM sync_outbox WHERE uid = ? AND checklist_id = ? AND seq <= ?")
            .bind(.text(uid), .int(Int(checklistID)), .int(Int(sequence))).run()
    }

    /// Drops the rows the triggers made after `sequence` for these items: the sync's own
    /// writes of what the server has, which must not go back to it.
    func dropOwnWrites(after sequence: Int64, uids: [String]) throws(StoreError) {
        let statement = try database.statement("DELETE FROM sync_outbox WHERE seq > ? AND uid = ?")
        for uid in uids {
            try statement.bind(.int(Int(sequence)), .text(uid)).run()
        }
    }

    /// Whether an item has a change waiting to be sent.
    func hasPendingChange(uid: String) throws(StoreError) -> Bool {
        try database.statement("SELECT 1 FROM sync_outbox WHERE uid = ? LIMIT 1").bind(.text(uid)).firstRow { _ in true
        }
            ?? false
    }
}
