/// Where a pass over the pending requests stands: the app and identifier of the last
/// request it read, in the order of the two.
public struct PendingKey: Sendable, Hashable, Comparable {
    /// The app.
    public var appIdentifier: String
    /// The request identifier.
    public var identifier: String

    /// A key.
    public init(appIdentifier: String, identifier: String) {
        self.appIdentifier = appIdentifier
        self.identifier = identifier
    }

    /// The key of a pending request.
    public init(_ scheduled: ScheduledRequest) {
        self.init(appIdentifier: scheduled.appIdentifier, identifier: scheduled.identifier)
    }

    /// App first, then identifier, by their UTF-8 bytes as SQLite's binary collation orders them.
    public static func < (lhs: PendingKey, rhs: PendingKey) -> Bool {
        let apps = (Array(lhs.appIdentifier.utf8), Array(rhs.appIdentifier.utf8))
        if apps.0 != apps.1 { return apps.0.lexicographicallyPrecedes(apps.1) }
        return Array(lhs.identifier.utf8).lexicographicallyPrecedes(Array(rhs.identifier.utf8))
    }
}
