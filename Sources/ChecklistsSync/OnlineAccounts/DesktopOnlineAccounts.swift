import CGLib
import CGoa
import Foundation
import GLibSupport

/// GNOME Online Accounts through libgoa: goa-daemon on the session bus (started by the bus
/// when installed). Each call makes its own client on the calling thread, asks and drops
/// it, so it works on any thread and always sees the desktop's accounts as they are now.
/// Nextcloud accounts (and, on newer GNOME, CalDAV and WebDAV ones) offer a calendar URL
/// and a password; accounts of other kinds (Google's needs OAuth) are not offered.
public final class DesktopOnlineAccounts: OnlineAccountsSource {
    /// A source over the session bus's goa-daemon.
    public init() {}

    public func accounts() throws(SyncError) -> [OnlineAccount] {
        try withObjects { objects in objects.compactMap { Self.account(of: $0) } }
    }

    public func password(forAccount id: String) throws(SyncError) -> String? {
        try withObjects { objects throws(SyncError) in
            guard let object = objects.first(where: { Self.account(of: $0)?.id == id }),
                let passwordBased = goa_object_peek_password_based(object)
            else { return nil }
            var password: UnsafeMutablePointer<gchar>?
            var error: UnsafeMutablePointer<GError>?
            let answered = goa_password_based_call_get_password_sync(passwordBased, "", &password, nil, &error)
            if let failure = GLibError.take(&error) { throw .onlineAccounts(failure.message) }
            guard answered != 0, let password else { return nil }
            defer { g_free(password) }
            return String(cString: password)
        }
    }

    /// Runs `body` over the desktop's account objects, which live as long as the call.
    private func withObjects<T>(
        _ body: ([OpaquePointer]) throws(SyncError) -> T
    ) throws(SyncError) -> T {
        var error: UnsafeMutablePointer<GError>?
        let client = goa_client_new_sync(nil, &error)
        if let failure = GLibError.take(&error) { throw .onlineAccounts(failure.message) }
        guard let client else { throw .onlineAccounts("no Online Accounts client") }
        defer { ObjectReference.release(client) }
        let list = goa_client_get_accounts(client)
        defer { g_list_free_full(list) { g_object_unref($0) } }
        var objects: [OpaquePointer] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { objects.append(OpaquePointer(data)) }
            node = current.pointee.next
        }
        return try body(objects)
    }

    /// The account an object stands for, when it has enabled calendars and a password.
    private static func account(of object: OpaquePointer) -> OnlineAccount? {
        guard let account = goa_object_peek_account(object), let calendar = goa_object_peek_calendar(object),
            goa_object_peek_password_based(object) != nil, goa_account_get_calendar_disabled(account) == 0,
            let uri = goa_calendar_get_uri(calendar), let id = goa_account_get_id(account),
            let identity = goa_account_get_identity(account)
        else { return nil }
        let provider = goa_account_get_provider_name(account).map { String(cString: $0) } ?? ""
        let presentation = goa_account_get_presentation_identity(account).map { String(cString: $0) }
        return OnlineAccount(
            id: String(cString: id), provider: provider,
            presentationIdentity: presentation ?? String(cString: identity), user: String(cString: identity),
            calendarURL: withoutUser(String(cString: uri)),
            acceptsCertificateErrors: goa_calendar_get_accept_ssl_errors(calendar) != 0)
    }

    /// `url` without the "user@" Online Accounts writes into it.
    private static func withoutUser(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.user != nil else { return url }
        components.user = nil
        components.password = nil
        return components.string ?? url
    }
}
