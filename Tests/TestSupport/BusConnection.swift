import CGLib

/// A connection of the test's own to a message bus, for calls made many times a second,
/// where starting `gdbus` for each would cost more than the call. Calls never start a
/// service by activation: a call to a name nobody owns fails at once.
///
/// GDBusConnection is thread-safe (GLib documents it so), hence `@unchecked Sendable`:
/// calls may come from any thread, also at the same time.
public final class BusConnection: @unchecked Sendable {
    /// A call failed: no connection, text that is no GVariant, or the error the bus or the
    /// service answered.
    public struct Failure: Error, CustomStringConvertible {
        /// GLib's message.
        public var description: String
    }

    private let connection: OpaquePointer

    /// Connects to the bus at `address` and says hello to it.
    public init(address: String) throws(Failure) {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw Failure(description: "cannot connect to \(address): \(Self.take(&error))")
        }
        self.connection = connection
    }

    deinit {
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(gpointer(connection))
    }

    /// Calls `member` of `interface` on the object at `path` of `destination`, with the
    /// argument tuple in GVariant text (as `gdbus call` prints and `g_variant_parse` reads,
    /// such as `('app', ['id'])`); returns the reply tuple as text.
    public func call(
        _ destination: String, _ path: String, _ interface: String, _ member: String, arguments: String = "()",
        timeoutMilliseconds: Int32 = 10_000
    ) throws(Failure) -> String {
        var error: UnsafeMutablePointer<GError>?
        guard let parameters = g_variant_parse(nil, arguments, nil, nil, &error) else {
            throw Failure(description: "\(arguments) is no GVariant: \(Self.take(&error))")
        }
        defer { g_variant_unref(parameters) }
        let reply = g_dbus_connection_call_sync(
            connection, destination, path, interface, member, parameters, nil, G_DBUS_CALL_FLAGS_NO_AUTO_START,
            timeoutMilliseconds, nil, &error)
        guard let reply else { throw Failure(description: "\(member): \(Self.take(&error))") }
        defer { g_variant_unref(reply) }
        guard let printed = g_variant_print(reply, 1) else { return "" }
        defer { g_free(printed) }
        return String(cString: printed)
    }

    /// The unique name of the owner of `name`, or nil when it has none.
    public func owner(of name: String) -> String? {
        let reply = try? call(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetNameOwner",
            arguments: "('\(name)',)")
        return reply.map { $0.trimmingCharacters(in: ["(", ")", "'", ","]) }
    }

    private static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
