import Foundation
import TestSupport

/// A stand-in for the system bus with logind on it: a second private dbus-daemon and
/// python3-dbusmock's logind template, so a test can send `PrepareForSleep` as logind does
/// around a suspend. Its processes belong to the session and end with it.
struct LogindMock {
    /// The address of the stand-in system bus, for remindd's `DBUS_SYSTEM_BUS_ADDRESS`.
    let address: String
    private let session: TestSession

    /// Starts the bus and the mock in `session` and waits until org.freedesktop.login1 is owned.
    init(in session: TestSession) async throws {
        self.session = session
        let configuration = session.files.path("system-bus.conf")
        try Self.configuration(listeningIn: session.files.folder.path)
            .write(toFile: configuration, atomically: true, encoding: .utf8)
        let addressFile = session.files.path("system-bus.address")
        let bus = try session.launch(
            "system-bus", executable: "dbus-daemon",
            arguments: ["--config-file=\(configuration)", "--nofork", "--print-address=1"],
            standardOutput: addressFile, standardError: session.files.path("system-bus.log"))
        guard let printed = await bus.firstLine(in: addressFile, timeout: .seconds(20)) else {
            throw BusQueryFailed(description: "the stand-in system bus printed no address")
        }
        address = printed
        let log = session.files.path("logind-mock.log")
        try session.launch(
            "dbusmock", executable: "/usr/bin/python3", arguments: ["-m", "dbusmock", "--template", "logind"],
            settings: ["DBUS_SYSTEM_BUS_ADDRESS": printed], standardOutput: log)
        let owned = await session.waitForName("org.freedesktop.login1", on: printed, timeout: .seconds(20))
        guard owned else {
            throw BusQueryFailed(description: "dbusmock's logind did not start: \(ChildProcess.read(log))")
        }
    }

    /// Has the mock emit `PrepareForSleep(starting)` from /org/freedesktop/login1, as logind
    /// does before a suspend (true) and after the resume (false).
    func prepareForSleep(_ starting: Bool) async throws {
        let result = await session.gdbus(
            "org.freedesktop.login1", "/org/freedesktop/login1", "org.freedesktop.DBus.Mock.EmitSignal",
            ["org.freedesktop.login1.Manager", "PrepareForSleep", "b", "[<\(starting)>]"], on: address)
        guard result.status == 0 else { throw BusQueryFailed(description: "EmitSignal PrepareForSleep: \(result)") }
    }

    /// A bus listening in `folder`, open to everyone, activating nothing.
    private static func configuration(listeningIn folder: String) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>system</type>
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
