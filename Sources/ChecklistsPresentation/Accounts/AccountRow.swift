import Foundation
import Translations

/// What Settings' Accounts section shows of one account: the server, the user, the
/// checklists it syncs, and when it last synced and how that went.
public struct AccountRow: Equatable, Sendable {
    /// The server's URL, as the account keeps it.
    public var server: String
    /// "User: ann".
    public var user: String
    /// "Syncs: Errands, Work", or that it syncs none.
    public var lists: String
    /// "Last synced Mon, 30 Nov 2026 at 10:05", "Not synced yet", or why the last sync failed.
    public var lastSync: String
    /// Whether the last sync failed (the line then shows as an error).
    public var failed: Bool
    /// The accessible name of the row's Remove button, which says which account it removes.
    public var removeName: String

    /// The row of the account at `url` for `user`, syncing `lists`, last synced at
    /// `lastSync` (nil before the first success) with `lastError` when the last sync failed;
    /// the time in `dates`' locale and zone.
    public init(url: String, user: String, lists: [String], lastSync: Date?, lastError: String?, dates: DueDateText) {
        server = url
        self.user = tr("User: %s", user)
        self.lists = lists.isEmpty ? tr("Syncs no checklists") : tr("Syncs: %s", lists.joined(separator: ", "))
        if let lastError {
            self.lastSync = tr("Last sync failed: %s", lastError)
        } else if let lastSync {
            self.lastSync = tr("Last synced %s", dates.display(lastSync))
        } else {
            self.lastSync = tr("Not synced yet")
        }
        failed = lastError != nil
        removeName = tr("Remove the account of %1$s at %2$s", user, url)
    }
}
