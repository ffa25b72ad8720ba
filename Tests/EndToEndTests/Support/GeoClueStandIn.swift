import Foundation
import TestSupport

/// A stand-in system bus for location requests: a second private dbus-daemon and, unless
/// asked for none, geoclue_standin.py serving GeoClue2 on it (Debian's geoclue-2.0 needs a
/// real system bus, polkit and an agent). The test moves the device across a region's
/// edge. Its processes belong to the session and end with it.
struct GeoClueStandIn {
    /// The address of the stand-in system bus, for remindd's `DBUS_SYSTEM_BUS_ADDRESS`.
    let address: String
    /// What the stand-in printed: one line per call ("start 8", "stop", "update …").
    let logPath: String
    private let session: TestSession

    /// Starts the bus and, when `serving`, the stand-in (refusing every Start when `denying`),
    /// and waits until org.freedesktop.GeoClue2 is owned.
    init(in session: TestSession, serving: Bool = true, denying: Bool = false) async throws {
        self.session = session
        let bus = try await BusDaemon.start(
            type: "system", named: "system-bus", in: session.files.folder.path, environment: session.environment())
        session.adopt(bus.process)
        address = bus.address
        logPath = session.files.path("geoclue-standin.log")
        guard serving else { return }
        let script = GeoClueStandInScript.url
        try session.launch(
            "geoclue-standin", executable: "/usr/bin/python3", arguments: ["-u", script.path],
            settings: ["DBUS_SYSTEM_BUS_ADDRESS": bus.address, "GEOCLUE_STANDIN_DENY": denying ? "1" : "0"],
            standardOutput: logPath, standardError: logPath)
        let owned = await session.waitForName("org.freedesktop.GeoClue2", on: bus.address, timeout: .seconds(20))
        guard owned else {
            throw BusQueryFailed(description: "the GeoClue2 stand-in did not start: \(ChildProcess.read(logPath))")
        }
    }

    /// The stand-in's lines so far.
    var calls: [String] {
        ChildProcess.read(logPath).split(separator: "\n").map(String.init)
    }

    /// Puts the device at a point; a started client gets a LocationUpdated signal.
    func move(latitude: Double, longitude: Double, accuracy: Double = 10) async throws {
        let result = await session.gdbus(
            "org.freedesktop.GeoClue2", "/org/freedesktop/GeoClue2/Manager", "org.checklists.Test.GeoClue.Move",
            ["\(latitude)", "\(longitude)", "\(accuracy)"], on: address)
        guard result.status == 0 else { throw BusQueryFailed(description: "Move: \(result)") }
    }
}
