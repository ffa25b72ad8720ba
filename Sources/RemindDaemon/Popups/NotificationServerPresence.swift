/// What the daemon knows of the desktop's notification server: whether popups can be
/// posted now, and what the server can show.
///
/// `NotificationServer` is the live one.
public protocol NotificationServerPresence: AnyObject {
    /// Whether a server runs and its capabilities are known: popups can be posted.
    var isReady: Bool { get }
    /// The server's capabilities, such as "actions" and "body-markup".
    var capabilities: Set<String> { get }
    /// What the server said of itself, once it answered `GetServerInformation`.
    var identity: ServerIdentity? { get }
    /// Runs on the main loop whenever the server appeared, vanished or changed.
    var onChange: () -> Void { get set }
    /// Runs on the main loop, before `onChange`, when the server's owner left the bus (it
    /// quit, crashed, or another server took its name): its popups went with it, and the next
    /// owner's ids mean other popups.
    var onGone: () -> Void { get set }

    /// Asks for a server to be started when none runs and one can be; `onChange` tells
    /// when it is ready.
    func startIfActivatable()
}
