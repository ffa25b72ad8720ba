import CGLib
import GLibSupport

/// Claims a well-known name on the bus so that only one daemon runs per session.
public enum BusName {
    /// The outcome of a claim.
    public enum Claim {
        /// This process owns the name now.
        case owned
        /// Another process owns it.
        case taken
    }

    /// Requests `name` without queueing: either this process gets it at once, or another
    /// already has it. A blocking call, made once at start before the main loop runs.
    public static func claim(_ name: String, on connection: OpaquePointer) throws -> Claim {
        var error: UnsafeMutablePointer<GError>?
        let doNotQueue: UInt32 = 4
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
            Variant.tuple([g_variant_new_string(name), g_variant_new_uint32(doNotQueue)]), nil,
            G_DBUS_CALL_FLAGS_NONE, -1, nil, &error)
        guard let reply else {
            throw DaemonError.bus("cannot request the bus name \(name): \(GLibError.take(&error)?.message ?? "")")
        }
        defer { g_variant_unref(reply) }
        let code = Variant.child(reply, 0)
        defer { if let code { g_variant_unref(code) } }
        let primaryOwner: UInt32 = 1
        let alreadyOwner: UInt32 = 4
        let result = code.map { g_variant_get_uint32($0) } ?? 0
        return result == primaryOwner || result == alreadyOwner ? .owned : .taken
    }
}
