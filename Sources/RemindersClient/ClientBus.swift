import CGLib
import GLibSupport

/// The message bus a client finds remindd on: the session bus, or the bus at an address
/// (a private bus, as the client's tests start).
enum ClientBus {
    /// A new reference to a connection (a `GDBusConnection`), owned by the caller: the
    /// process's shared session bus connection when `address` is nil, else a connection of
    /// its own to the bus at `address`, authenticated and said hello to.
    static func connect(address: String?) throws(RemindersClientError) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let bus: OpaquePointer?
        if let address {
            let flags = GDBusConnectionFlags(
                G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                    | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            bus = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        } else {
            bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        }
        if let failure = GLibError.take(&error) {
            if let bus { g_object_unref(gpointer(bus)) }
            throw .failure("cannot connect to \(name(address: address)): \(failure.message)")
        }
        guard let bus else { throw .failure("cannot connect to \(name(address: address))") }
        return bus
    }

    /// The bus as messages name it: "the session bus", or "the bus at" and its address.
    static func name(address: String?) -> String {
        address.map { "the bus at \($0)" } ?? "the session bus"
    }
}
