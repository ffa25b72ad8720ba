import Foundation

/// An account the desktop keeps in GNOME Online Accounts whose calendars are enabled: one
/// Checklists can sync with the credentials the desktop hands out, storing none of its own.
public struct OnlineAccount: Sendable, Equatable {
    /// Online Accounts' id of it, such as "account_1700000000_0".
    public var id: String
    /// The provider's name, such as "Nextcloud".
    public var provider: String
    /// How the desktop names it to the user, such as "ann@cloud.example.com".
    public var presentationIdentity: String
    /// The user name on the server.
    public var user: String
    /// Where its calendars are (CalDAV), without the user name the desktop puts in it.
    public var calendarURL: String
    /// Whether the user told Online Accounts to accept the server's certificate though the
    /// system does not trust it (a server's own certificate).
    public var acceptsCertificateErrors: Bool

    /// Describes an account.
    public init(
        id: String, provider: String, presentationIdentity: String, user: String, calendarURL: String,
        acceptsCertificateErrors: Bool = false
    ) {
        self.id = id
        self.provider = provider
        self.presentationIdentity = presentationIdentity
        self.user = user
        self.calendarURL = calendarURL
        self.acceptsCertificateErrors = acceptsCertificateErrors
    }

    /// The URLs its server is looked for at, in order: the calendar URL the desktop gives,
    /// then the server's root (through `/.well-known/caldav`), for servers whose calendars
    /// are elsewhere than the provider expects.
    var candidateURLs: [String] {
        guard var root = URLComponents(string: calendarURL) else { return [calendarURL] }
        root.path = ""
        root.query = nil
        return [calendarURL] + (root.string.map { $0 == calendarURL ? [] : [$0] } ?? [])
    }
}

/// Where the desktop's online accounts come from (`DesktopOnlineAccounts`, or a test's).
public protocol OnlineAccountsSource: AnyObject {
    /// The accounts whose calendars are enabled; none when the desktop keeps no accounts.
    func accounts() throws(SyncError) -> [OnlineAccount]

    /// The password of the account `id`, asked of the desktop now; nil when the desktop no
    /// longer has that account or its calendars are no longer enabled.
    func password(forAccount id: String) throws(SyncError) -> String?
}
