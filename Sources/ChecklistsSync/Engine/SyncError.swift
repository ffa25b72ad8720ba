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
    /// GNOME Online Accounts could not be asked (exit 1).
    case onlineAccounts(String)
    /// An account taken from Online Accounts is no longer there, or its calendars were
    /// switched off there (exit 1): its presentation identity or user.
    case onlineAccountGone(String)
    /// Online Accounts has no usable account with this id (exit 2: the user named it).
    case noSuchOnlineAccount(String)

    /// Whether the user's input was wrong (exit 2) rather than the server or this machine (exit 1).
    public var isUsageError: Bool {
        switch self {
        case .noSuchAccount, .accountExists, .badListName, .noSuchOnlineAccount: true
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
        case .onlineAccounts(let reason): tr("Online Accounts cannot be asked: %s", reason)
        case .onlineAccountGone(let name):
            tr(
                "the account %s is no longer in Online Accounts, or its calendars are off there: remove it here, or turn them on there",
                name)
        case .noSuchOnlineAccount(let id):
            tr("Online Accounts has no account %s with calendars (see: checklists account online)", id)
        }
    }
}
