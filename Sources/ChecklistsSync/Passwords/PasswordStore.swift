/// Where account passwords live: the desktop's Secret Service (the keyring), never a file
/// of ours, a command line or a log.
public protocol PasswordStore: AnyObject {
    /// Stores (or replaces) the password of `user` at the server `url`.
    func store(_ password: String, url: String, user: String) throws(PasswordStoreError)

    /// The password of `user` at `url`, or nil when none is stored.
    func password(url: String, user: String) throws(PasswordStoreError) -> String?

    /// Forgets the password of `user` at `url` (nothing happens when none is stored).
    func remove(url: String, user: String) throws(PasswordStoreError)
}

/// The keyring could not be used.
public struct PasswordStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why, in one line.
    public var description: String

    /// Describes the failure.
    public init(_ description: String) {
        self.description = description
    }
}
