import CGLib
import GLibSupport
import TestSupport

/// A message bus of the test's own: a dbus-daemon with nothing to activate, listening in a
/// temporary folder, and a private connection to it (not the process's session bus).
final class PrivateBus {
    /// Why the bus could not be had.
    struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, with the daemon's messages.
        var description: String
    }

    /// The connection (a `GDBusConnection`), owned here.
    let connection: OpaquePointer
    private let daemon: ChildProcess
    private let folder: TemporaryFolder

    /// Starts the daemon and connects to it.
    init() async throws {
        folder = try TemporaryFolder()
        try folder.write(Self.configuration(listeningIn: folder.url.path), to: "bus.conf")
        daemon = try ChildProcess.launch(
            "dbus-daemon", executable: "dbus-daemon",
            arguments: ["--config-file=\(folder.path("bus.conf"))", "--nofork", "--print-address=1"],
            environment: ProcessEnvironment.make([:]), standardOutput: folder.path("address"),
            standardError: folder.path("log"))
        guard let address = await daemon.firstLine(in: folder.path("address"), timeout: .seconds(20)) else {
            _ = daemon.kill()
            throw Unavailable(description: "dbus-daemon printed no address: \(ChildProcess.read(folder.path("log")))")
        }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        if let failure = GLibError.take(&error) {
            _ = daemon.kill()
            throw Unavailable(description: "cannot connect to \(address): \(failure.message)")
        }
        guard let connection else {
            _ = daemon.kill()
            throw Unavailable(description: "cannot connect to \(address)")
        }
        self.connection = connection
    }

    /// Closes the connection and stops the daemon.
    deinit {
        g_dbus_connection_close_sync(connection, nil, nil)
        ObjectReference.release(connection)
        _ = daemon.kill()
    }

    /// A bus open to its one user, activating nothing.
    private static func configuration(listeningIn folder: String) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=\(folder)</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*"/>
            <allow own="*"/>
            <allow receive_sender="*"/>
          </policy>
        </busconfig>

        """
    }
}
