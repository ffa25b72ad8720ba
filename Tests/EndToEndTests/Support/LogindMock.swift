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
        let bus = try await BusDaemon.start(
            type: "system", named: "system-bus", in: session.files.folder.path, environment: session.environment())
        session.adopt(bus.process)
        address = bus.address
        let log = session.files.path("logind-mock.log")
        try session.launch(
            "dbusmock", executable: "/usr/bin/python3", arguments: ["-m", "dbusmock", "--template", "logind"],
            settings: ["DBUS_SYSTEM_BUS_ADDRESS": bus.address], standardOutput: log)
        let owned = await session.waitForName("org.freedesktop.login1", on: bus.address, timeout: .seconds(20))
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
}
