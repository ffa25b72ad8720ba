import RemindersAPI

/// What remindd's GetStatus answers: whether popups can be shown now.
public struct ServiceStatus: Sendable, Hashable {
    /// Whether a notification server runs and its capabilities are known.
    public var notificationServer: Bool
    /// The server's capabilities, such as "actions" and "body-markup".
    public var capabilities: [String]
    /// How many popups wait for a server.
    public var queued: Int

    /// Creates a status.
    public init(notificationServer: Bool, capabilities: [String], queued: Int) {
        self.notificationServer = notificationServer
        self.capabilities = capabilities
        self.queued = queued
    }

    /// Reads GetStatus's dictionary: notification-server b, capabilities as, queued u.
    /// Missing keys read as false, none and 0; a key of another type is an error.
    public init(_ dictionary: WireDictionary) throws(WireError) {
        switch dictionary["notification-server"] {
        case .bool(let flag)?: notificationServer = flag
        case nil: notificationServer = false
        case let other?: throw WireError("notification-server must have type b, not \(other.signature)")
        }
        switch dictionary["capabilities"] {
        case .strings(let names)?: capabilities = names
        case nil: capabilities = []
        case let other?: throw WireError("capabilities must have type as, not \(other.signature)")
        }
        switch dictionary["queued"] {
        case .uint32(let count)?: queued = Int(count)
        case nil: queued = 0
        case let other?: throw WireError("queued must have type u, not \(other.signature)")
        }
    }
}
