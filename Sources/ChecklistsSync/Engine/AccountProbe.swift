/// An account's server as `SyncEngine.probeAccount` found it, before anything is stored.
public struct AccountProbe: Sendable, Equatable {
    /// The URL that answered: the one to add the account with.
    public var url: String
    /// The display names of the server's task lists, in the server's order; empty when it
    /// has none (adding the account then makes one).
    public var lists: [String]

    /// Describes a probe's outcome.
    public init(url: String, lists: [String]) {
        self.url = url
        self.lists = lists
    }
}
