import CalDAV
import Translations

/// Why an account command or a sync failed, in one line.
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be reached or refused (exit 1 on the command line).
    case server(CalDAVError)
    /// The keyring could not be used (exit 1).
    case keyring(String)
    /// No password is stored for the account (exit 1).
    case noPassword(url: String, user: String)
    /// The checklists database failed (exit 1).
    case storage(String)
    /// No account has this URL (exit 2: the user named it).
    case noSuchAccount(String)
    /// An account with this URL exists already (exit 2).
    case accountExists(String)
    /// A list name given for an account is not usable (exit 2).
    case badListName(String)
    /// A resource on the server holds no task Checklists can read.
    case unreadableResource(String)

    /// Whether the user's input was wrong (exit 2) rather than the server or this machine (exit 1).
    public var isUsageError: Bool {
        switch self {
        case .noSuchAccount, .accountExists, .badListName: true
        default: false
        }
    }

    /// The line the user reads.
    public var description: String {
        switch self {
        case .server(let error): error.description
        case .keyring(let reason): reason
        case .noPassword(let url, let user): tr("no password is stored for %s at %s: add the account again", user, url)
        case .storage(let reason): reason
        case .noSuchAccount(let url): tr("no account has the URL %s (see: checklists account list)", url)
        case .accountExists(let url): tr("an account with the URL %s exists already", url)
        case .badListName(let reason): reason
        case .unreadableResource(let reason): tr("a task on the server cannot be read: %s", reason)
        }
    }
}
