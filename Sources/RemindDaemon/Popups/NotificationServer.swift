import CGLib
import GLibSupport

/// What remindd knows about the desktop's notification server: whether one runs (its bus
/// name is owned), whether the bus can start one (activation), its capabilities and what
/// it says of itself.
///
/// Everything happens on the main loop without waiting: the name is watched, and
/// `GetCapabilities` then `GetServerInformation` are asked asynchronously once per server,
/// through `bus`.
public final class NotificationServer: NotificationServerPresence {
    /// The server's well-known bus name.
    public static let busName = "org.freedesktop.Notifications"
    /// The server's object path.
    public static let objectPath = "/org/freedesktop/Notifications"

    private let bus: any BusConnection
    private let log: DaemonLog
    private let coolDown: any RetryTimer
    private var watch: UInt32 = 0
    private var starting = false
    private var failedStarts: UInt32 = 0
    /// Counts the name's changes of hands, so that an answer from an owner that left is
    /// not taken for the new one's.
    private var owner: UInt64 = 0
    /// Whether a server owns the name and its capabilities are known: popups can be posted.
    public private(set) var isReady = false
    /// Whether the bus can start a server on demand (a service file exists).
    public private(set) var isActivatable = false
    /// The server's capabilities, such as "actions" and "body-markup".
    public private(set) var capabilities: Set<String> = []
    /// What the server said of itself; nil until it answered `GetServerInformation`.
    public private(set) var identity: ServerIdentity?
    /// Runs on the main loop whenever `isReady` changes.
    public var onChange: () -> Void = {}
    /// Runs on the main loop, before `onChange`, when the server's owner left the bus.
    public var onGone: () -> Void = {}

    /// Starts watching the server's name on `bus`; `coolDown` paces the activation attempts
    /// after a server failed to start.
    public init(bus: any BusConnection, log: DaemonLog, coolDown: any RetryTimer) {
        self.bus = bus
        self.log = log
        self.coolDown = coolDown
        watch = bus.watchName(Self.busName) { [weak self] owned in self?.nameChanged(owned: owned) }
        checkActivatable()
    }

    deinit { bus.unwatchName(watch) }

    /// Asks the bus to start an activatable server; it shows up through the name watch.
    public func startIfActivatable() {
        guard !isReady, isActivatable, !starting, !coolDown.isPending else { return }
        starting = true
        log.debug("starting the notification server by D-Bus activation")
        fetchCapabilities()
    }

    private func nameChanged(owned: Bool) {
        log.debug("notification server \(owned ? "appeared" : "vanished")")
        owner += 1
        if owned {
            fetchCapabilities()
        } else {
            isReady = false
            capabilities = []
            identity = nil
            onGone()
            onChange()
        }
    }

    /// Asks the server what it can do, then what it is: it is ready once both are known (a
    /// burst is paced by the server's name, see `PopupQueue.bannerGap`). An answer that
    /// comes after the name changed hands is dropped.
    private func fetchCapabilities() {
        let asked = owner
        bus.call(
            destination: Self.busName, path: Self.objectPath, interface: Self.busName, method: "GetCapabilities",
            parameters: nil, replyType: "(as)"
        ) { [weak self] result in
            guard let self else { return }
            let wasStarting = self.starting
            self.starting = false
            switch result {
            case .success(let reply):
                let list = Variant.child(reply, 0)
                let capabilities = Set(Variant.strings(list))
                g_variant_unref(list)
                g_variant_unref(reply)
                // A server the bus started answers under a new owner: the name watch has told.
                guard asked == self.owner || wasStarting else { return }
                self.capabilities = capabilities
                self.log.debug("notification server capabilities: \(capabilities.sorted().joined(separator: ","))")
                self.failedStarts = 0
                self.fetchIdentity(asked: self.owner)
            case .failure(let error):
                self.log.debug("no notification server answered: \(error.message)")
                self.isReady = false
                if wasStarting {
                    self.waitBeforeNextStart()
                    return
                }
                self.onChange()
            }
        }
    }

    /// Asks the server what it is, for `GetStatus` and the pacing of bursts; a server that
    /// does not answer is ready all the same, unnamed.
    private func fetchIdentity(asked: UInt64) {
        bus.call(
            destination: Self.busName, path: Self.objectPath, interface: Self.busName,
            method: "GetServerInformation", parameters: nil, replyType: "(ssss)"
        ) { [weak self] result in
            guard let self, asked == self.owner else {
                if case .success(let reply) = result { g_variant_unref(reply) }
                return
            }
            if case .success(let reply) = result {
                let fields = (0..<3).map { index in
                    let child = Variant.child(reply, index)
                    defer { if let child { g_variant_unref(child) } }
                    return Variant.string(child)
                }
                g_variant_unref(reply)
                self.identity = ServerIdentity(name: fields[0], vendor: fields[1], version: fields[2])
                self.log.debug("notification server: \(fields[0]) \(fields[2]) by \(fields[1])")
            }
            self.isReady = true
            self.onChange()
        }
    }

    /// Waits before the next activation attempt, longer after each failure, so a server
    /// that crashes at start is not restarted in a loop.
    private func waitBeforeNextStart() {
        failedStarts += 1
        let delay = min(Self.firstRetry << min(failedStarts - 1, 6), Self.longestRetry)
        log.debug("the notification server did not start; next try in \(delay) s")
        coolDown.schedule(after: delay) { [weak self] in self?.onChange() }
    }

    private static let firstRetry: UInt32 = 5
    private static let longestRetry: UInt32 = 300

    private func checkActivatable() {
        bus.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "ListActivatableNames", parameters: nil, replyType: "(as)"
        ) { [weak self] result in
            guard let self, case .success(let reply) = result else { return }
            let list = Variant.child(reply, 0)
            self.isActivatable = Variant.strings(list).contains(Self.busName)
            g_variant_unref(list)
            g_variant_unref(reply)
            self.onChange()
        }
    }
}
