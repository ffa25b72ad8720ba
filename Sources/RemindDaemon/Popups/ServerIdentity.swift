/// What a notification server says of itself through `GetServerInformation`: shown by
/// `GetStatus`, so that an app can tell its user which server shows the popups.
public struct ServerIdentity: Sendable, Equatable {
    /// The server's name, such as "dunst" or "gnome-shell".
    public var name: String
    /// Who makes it, such as "GNOME" or "KDE".
    public var vendor: String
    /// The server's own version.
    public var version: String

    /// Creates an identity.
    public init(name: String, vendor: String, version: String) {
        self.name = name
        self.vendor = vendor
        self.version = version
    }
}
