import CGtk
import GLibSupport

/// Questions to the session bus about who runs: the tray's watcher, other reminder programs.
enum SessionBusNames {
    /// Whether `name` has an owner on the bus of `connection` (false without a bus, or when
    /// the bus does not answer within 2 s).
    static func hasOwner(_ name: String, on connection: OpaquePointer?) -> Bool {
        guard let connection else { return false }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            Variant.tuple([g_variant_new_string(name)]), nil, GLibFlags.dbusCallNone, 2_000, nil, &error)
        _ = GLibError.take(&error)
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        let owned = Variant.child(reply, 0)
        defer { if let owned { g_variant_unref(owned) } }
        return owned.map { g_variant_get_boolean($0) != 0 } ?? false
    }
}
