import CGLib
import GLibSupport
import TestSupport

/// A message bus of the test's own, in a temporary folder, and a private connection to it
/// (not the process's session bus).
final class PrivateBus {
    /// Why no connection could be made to the bus.
    struct Unavailable: Error, CustomStringConvertible {
        /// The address and GLib's message.
        var description: String
    }

    /// The connection (a `GDBusConnection`), owned here.
    let connection: OpaquePointer
    private let daemon: BusDaemon
    private let folder: TemporaryFolder

    /// Starts the daemon and connects to it.
    init() async throws {
        folder = try TemporaryFolder()
        daemon = try await BusDaemon.start(
            type: "session", named: "bus", in: folder.url.path, environment: ProcessEnvironment.make([:]))
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        let connection = g_dbus_connection_new_for_address_sync(daemon.address, flags, nil, nil, &error)
        guard let connection else {
            _ = daemon.process.kill()
            throw Unavailable(
                description: "cannot connect to \(daemon.address): \(GLibError.take(&error)?.message ?? "")")
        }
        self.connection = connection
    }

    /// Closes the connection and stops the daemon.
    deinit {
        g_dbus_connection_close_sync(connection, nil, nil)
        ObjectReference.release(connection)
        _ = daemon.process.kill()
    }
}
