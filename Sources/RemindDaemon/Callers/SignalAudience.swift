import CGLib
import CShims
import GLibSupport

/// Who may hear remindd's signals about an app's notifications (`Delivered`, `Response`,
/// `ResponseWithData`), which carry their titles, bodies and typed replies.
///
/// Flatpak's `xdg-dbus-proxy` passes on every broadcast of a name the app may talk to, so a
/// sandboxed app given access to remindd would hear every app's. remindd therefore follows
/// the connections on its bus (the ones there at start, then `NameOwnerChanged`) and tells
/// each apart as it joins (`CallerRegistry`). While none is sandboxed, a signal is broadcast
/// as it always was; while one is, the signal goes instead to each connection by name: to
/// every unsandboxed one (which may do anything the user can, as before) and to the
/// sandboxed ones of the signal's own app, never to another sandbox.
public final class SignalAudience {
    private let connection: OpaquePointer
    private let callers: CallerRegistry
    private let ownName: String
    /// Each other connection on the bus and what it is.
    private var peers: [String: Caller] = [:]
    private var subscription: guint = 0

    /// Follows the connections of the bus of `connection`, told apart by `callers`.
    public init(connection: OpaquePointer, callers: CallerRegistry) {
        self.connection = connection
        self.callers = callers
        ownName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
    }

    deinit {
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
    }

    /// Starts following: subscribes to connections joining and leaving, then tells apart the
    /// ones already on the bus (one `ListNames`, and one question to the bus for each).
    public func start() {
        let box = ClosureBox<(String, String)> { [weak self] name, owner in self?.ownerChanged(name, owner) }
        subscription = g_dbus_connection_signal_subscribe(
            connection, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameOwnerChanged", "/org/freedesktop/DBus",
            nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                ClosureBox<(String, String)>.from(data)?.call((string(parameters, 0), string(parameters, 2)))
            }, box.retain(), ClosureBox<(String, String)>.release)
        for name in Self.uniqueNames(on: connection) where peers[name] == nil {
            ownerChanged(name, name)
        }
    }

    /// The connections a signal about `appIdentifier`'s notifications goes to, by unique
    /// name, or nil when it is broadcast (no sandboxed connection is on the bus).
    public func recipients(of appIdentifier: String) -> [String]? {
        Self.recipients(of: appIdentifier, among: peers)
    }

    /// The rule of `recipients(of:)` over `peers`, the connections on the bus and their callers.
    static func recipients(of appIdentifier: String, among peers: [String: Caller]) -> [String]? {
        guard peers.values.contains(where: { !$0.isUnsandboxed }) else { return nil }
        return peers.filter { $0.value.mayHear(appIdentifier) }.keys.sorted()
    }

    private func ownerChanged(_ name: String, _ owner: String) {
        guard name.hasPrefix(":"), name != ownName else { return }
        // A connection that left before it could be told apart is not listed: it is gone.
        peers[name] = owner.isEmpty ? nil : callers.peer(name)
    }

    private static func uniqueNames(on connection: OpaquePointer) -> [String] {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames", nil,
            shims_variant_type("(as)"), G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
        guard let reply else {
            _ = GLibError.take(&error)
            return []
        }
        defer { g_variant_unref(reply) }
        let names = Variant.child(reply, 0)
        defer { if let names { g_variant_unref(names) } }
        return Variant.strings(names).filter { $0.hasPrefix(":") }
    }
}

/// String `index` of the tuple `parameters`.
private func string(_ parameters: OpaquePointer?, _ index: Int) -> String {
    let value = Variant.child(parameters, index)
    defer { if let value { g_variant_unref(value) } }
    return Variant.string(value)
}

extension Caller {
    /// Whether the caller is outside any sandbox.
    var isUnsandboxed: Bool {
        if case .unsandboxed = self { true } else { false }
    }

    /// Whether the caller may hear the signals about `appIdentifier`'s notifications.
    func mayHear(_ appIdentifier: String) -> Bool {
        switch self {
        case .unsandboxed: true
        case .sandboxed(_, let app): app == appIdentifier
        case .unreadable: false
        }
    }
}
