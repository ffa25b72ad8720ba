/// What a connection to an account's server needs: where, who, the password, and the
/// certificate the user confirmed for it, if any.
public struct DAVLogin: Sendable, Equatable {
    /// The account's URL (a host, a principal, a calendar home or a collection).
    public var url: String
    /// The user name.
    public var user: String
    /// The password.
    public var password: String
    /// The SHA-256 fingerprint (`CertificateFingerprint`) of the one certificate trusted for
    /// this server, whoever signed it; nil to trust what the system trusts.
    public var certificate: String?

    /// A login for `user` at `url`.
    public init(url: String, user: String, password: String, certificate: String? = nil) {
        self.url = url
        self.user = user
        self.password = password
        self.certificate = certificate
    }
}
