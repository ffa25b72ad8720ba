import Foundation

/// A dbus-daemon of the test's own: open to its one user, activating nothing (or only the
/// services of a folder of the test's), its socket, configuration, printed address and log
/// in a folder of the test's.
public struct BusDaemon: Sendable {
    /// Why the daemon gave no address.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, with the daemon's log.
        public var description: String
    }

    /// The running daemon.
    public let process: ChildProcess
    /// Its address, for `DBUS_SESSION_BUS_ADDRESS`, `DBUS_SYSTEM_BUS_ADDRESS` or a connection.
    public let address: String

    /// Starts a bus of `type` ("session" or "system") whose files are named `name` (with
    /// `.conf`, `.address` and `.log`) in `folder`, and waits until it prints its address.
    /// With `servicesFolder`, the bus activates the services whose files are there.
    public static func start(
        type: String, named name: String, in folder: String, servicesFolder: String? = nil,
        environment: [String: String]
    ) async throws -> BusDaemon {
        let configuration = "\(folder)/\(name).conf"
        let addressFile = "\(folder)/\(name).address"
        let log = "\(folder)/\(name).log"
        try Self.configuration(type: type, listeningIn: folder, servicesFolder: servicesFolder).write(
            toFile: configuration, atomically: true, encoding: .utf8)
        let process = try ChildProcess.launch(
            name, executable: "dbus-daemon",
            arguments: ["--config-file=\(configuration)", "--nofork", "--print-address=1"],
            environment: environment, standardOutput: addressFile, standardError: log)
        guard let address = await process.firstLine(in: addressFile, timeout: .seconds(20)) else {
            _ = process.kill()
            throw Unavailable(description: "dbus-daemon printed no address; its log: \(ChildProcess.read(log))")
        }
        return BusDaemon(process: process, address: address)
    }

    /// A bus of `type` listening in `folder`, open to everyone, activating nothing but the
    /// services in `servicesFolder`.
    private static func configuration(type: String, listeningIn folder: String, servicesFolder: String?) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>\(type)</type>
          <listen>unix:tmpdir=\(folder)</listen>
          <auth>EXTERNAL</auth>\(servicesFolder.map { "\n  <servicedir>\($0)</servicedir>" } ?? "")
          <policy context="default">
            <allow send_destination="*"/>
            <allow own="*"/>
            <allow receive_sender="*"/>
          </policy>
        </busconfig>

        """
    }
}
