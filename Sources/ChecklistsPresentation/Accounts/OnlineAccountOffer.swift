import Translations

/// What Settings' Accounts section shows of an account the desktop keeps in GNOME Online
/// Accounts and no account here uses yet: a sentence offering it and its button.
public struct OnlineAccountOffer: Equatable, Sendable {
    /// Online Accounts' id of it.
    public var id: String
    /// "Use Nextcloud account ann@cloud.example.com from Online Accounts".
    public var sentence: String
    /// The accessible name of its Use button, which says which account it adds.
    public var useName: String

    /// The offer of the account `id` of `provider`, named `identity` by the desktop.
    public init(id: String, provider: String, identity: String) {
        self.id = id
        sentence = tr("Use %1$s account %2$s from Online Accounts", provider, identity)
        useName = tr("Use the %1$s account %2$s", provider, identity)
    }
}
