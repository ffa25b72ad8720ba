import Foundation

/// An account as `checklists account list` and the window show it.
public struct SyncAccountStatus: Sendable, Equatable {
    /// The URL the user gave.
    public var url: String
    /// The user name.
    public var user: String
    /// The names of the checklists it syncs.
    public var lists: [String]
    /// When its last sync succeeded; nil before the first.
    public var lastSync: Date?
    /// Why its last sync failed; nil when it succeeded.
    public var lastError: String?
    /// The SHA-256 fingerprint of the one certificate trusted for its server, when the user
    /// confirmed one; nil when the system's trust decides.
    public var certificate: String?
    /// The GNOME Online Accounts id whose password it uses; nil when the keyring holds its own.
    public var onlineAccount: String?

    /// Describes an account.
    public init(
        url: String, user: String, lists: [String], lastSync: Date?, lastError: String?, certificate: String? = nil,
        onlineAccount: String? = nil
    ) {
        self.url = url
        self.user = user
        self.lists = lists
        self.lastSync = lastSync
        self.lastError = lastError
        self.certificate = certificate
        self.onlineAccount = onlineAccount
    }
}
