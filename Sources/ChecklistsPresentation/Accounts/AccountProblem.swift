import Translations

/// Why Add Account cannot go on, as the one sentence its dialog shows, in the user's words.
public enum AccountProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server field is empty.
    case noServer
    /// The user name is empty and the server is not an address that implies one.
    case noUser
    /// The password is empty.
    case noPassword
    /// Every task list was unticked.
    case noListChosen
    /// What was typed names no host.
    case notAServer(String)
    /// 401: the server refused the user name or the password.
    case refusedPassword
    /// The place answered, but offers no calendars.
    case noCalDAVServer(String)
    /// The server answered, but holds no task lists: Add makes one.
    case noTaskLists
    /// No connection to the host.
    case unreachable(host: String, reason: String)
    /// The host did not answer in time.
    case timedOut(host: String)
    /// The host's certificate is not trusted (or is not the one confirmed); its SHA-256
    /// fingerprint when it sent one, for the user to compare and confirm.
    case untrustedCertificate(host: String, fingerprint: String?)
    /// An account with this URL is set up already.
    case exists(String)
    /// Anything else, in the words of the part that failed.
    case other(String)

    /// The sentence the dialog shows.
    public var description: String {
        switch self {
        case .noServer: tr("Give the server: its URL, its host name or your address there.")
        case .noUser: tr("Give your user name on the server.")
        case .noPassword: tr("Give your password on the server.")
        case .noListChosen: tr("Tick at least one task list to sync.")
        case .notAServer(let text):
            tr("“%s” is not a server: give a URL, a host name or an address such as ann@example.com.", text)
        case .refusedPassword: tr("The server refused the user name or the password.")
        case .noCalDAVServer(let url): tr("No CalDAV server there: %s offers no calendars.", url)
        case .noTaskLists: tr("The server has no task lists yet. Add makes one named “Checklists” there.")
        case .unreachable(let host, let reason): tr("Checklists cannot reach the server %1$s: %2$s.", host, reason)
        case .timedOut(let host): tr("The server %s did not answer in time.", host)
        case .untrustedCertificate(let host, nil): tr("The certificate of %s is not trusted.", host)
        case .untrustedCertificate(let host, let fingerprint?):
            tr(
                "The certificate of %1$s is not trusted. Its SHA-256 fingerprint is %2$s. If the server shows the same, tick the box below and press Next.",
                host, fingerprint)
        case .exists(let url): tr("The account at %s is set up already.", url)
        case .other(let reason): reason.prefix(1).uppercased() + reason.dropFirst()
        }
    }
}
