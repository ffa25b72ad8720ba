import Foundation

/// An account as the ledger keeps it.
struct AccountRecord: Sendable, Equatable {
    /// The URL the user gave.
    var url: String
    /// The user name.
    var user: String
    /// The calendar home discovery found.
    var home: String?
    /// When the last sync succeeded.
    var lastSync: Date?
    /// Why the last sync failed, when it did.
    var lastError: String?
    /// The fingerprint of the one certificate trusted for the server; nil for the system's trust.
    var certificate: String?
    /// The GNOME Online Accounts id whose password it uses; nil when the keyring holds it.
    var onlineAccount: String?
}

/// A checklist that is the local copy of a server collection.
struct CollectionLink: Sendable, Equatable {
    /// The checklist.
    var checklistID: Int64
    /// The account's URL.
    var account: String
    /// The collection's href.
    var href: String
    /// The sync-token of the last sync, when the server offers them.
    var syncToken: String?
    /// The ctag of the last sync, when the server offers them.
    var ctag: String?
}

/// What both sides last agreed on for one item.
struct ItemState: Sendable, Equatable {
    /// The item's UID.
    var uid: String
    /// Its resource on the server.
    var href: String
    /// The resource's ETag; nil when the server did not say (it rewrote the item): it is
    /// then fetched again.
    var etag: String?
    /// The iCalendar text both sides agreed on: the base of a three-way merge.
    var synced: String?
}

/// An item with changes waiting to be sent.
struct OutboxEntry: Sendable, Equatable {
    /// The item's UID.
    var uid: String
    /// The last of its changes in the outbox.
    var lastSequence: Int64
}
