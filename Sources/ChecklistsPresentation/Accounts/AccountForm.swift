import Foundation

/// What Add Account's fields hold, checked before anything goes to a server.
public struct AccountForm: Equatable, Sendable {
    /// The server as typed: a URL, a host or an address.
    public var server: String
    /// The user name; the address itself when it is empty and the server is one.
    public var user: String
    /// The password, as typed (spaces count).
    public var password: String
    /// The SHA-256 fingerprint of the server certificate the user confirmed, to be the one
    /// trusted for the account; nil for the system's trust.
    public var certificate: String?

    /// A form whose fields were checked.
    public init(server: String, user: String, password: String, certificate: String? = nil) {
        self.server = server
        self.user = user
        self.password = password
        self.certificate = certificate
    }

    /// Checks the fields: the server and the password must be given, and the user name
    /// unless the server is an address (`ann@example.com`), which is then the user name.
    /// `impliedUser` is `ServiceDiscovery.user(implied:)`.
    public static func checked(
        server: String, user: String, password: String, impliedUser: (String) -> String?
    ) throws(AccountProblem) -> AccountForm {
        let server = server.trimmingCharacters(in: .whitespaces)
        guard !server.isEmpty else { throw .noServer }
        guard !server.contains(" ") else { throw .notAServer(server) }
        let typed = user.trimmingCharacters(in: .whitespaces)
        guard let user = typed.isEmpty ? impliedUser(server) : typed else { throw .noUser }
        guard !password.isEmpty else { throw .noPassword }
        return AccountForm(server: server, user: user, password: password)
    }
}
