import RemindDaemon

/// A notification server the test makes appear and vanish.
final class FakeNotificationServer: NotificationServerPresence {
    /// The capabilities of a server like dunst.
    static let fullCapabilities: Set<String> = ["actions", "body", "body-markup"]

    /// Whether the server runs.
    private(set) var isReady: Bool
    /// Its capabilities while it runs.
    private(set) var capabilities: Set<String>
    /// What it says of itself while it runs.
    private(set) var identity: ServerIdentity?
    /// What the daemon runs on a change.
    var onChange: () -> Void = {}
    /// What the daemon runs when the server's owner leaves.
    var onGone: () -> Void = {}
    /// How many times the daemon asked for a server to be started.
    private(set) var startRequests = 0

    /// A server that runs with `capabilities`, or none when `ready` is false.
    init(ready: Bool = true, capabilities: Set<String> = fullCapabilities) {
        isReady = ready
        self.capabilities = ready ? capabilities : []
    }

    /// Counts the request; the server appears only when the test says.
    func startIfActivatable() {
        startRequests += 1
    }

    /// A server with `capabilities` appears.
    func appear(capabilities: Set<String> = fullCapabilities, identity: ServerIdentity? = nil) {
        isReady = true
        self.capabilities = capabilities
        self.identity = identity
        onChange()
    }

    /// The server goes away.
    func vanish() {
        isReady = false
        capabilities = []
        identity = nil
        onGone()
        onChange()
    }
}
