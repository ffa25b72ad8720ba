import CGLib
import Foundation
import LocalNotifications
import RemindDaemon
import TestSupport
import Testing

/// remindd's live GeoClue2 client against the stand-in on a private system bus: it asks
/// for a client only when started, with the accuracy asked for, hears the device's
/// locations, stops the client when told, and says `missing` without GeoClue.
///
/// The client's asynchronous calls answer on the default main context, which the test
/// turns by hand on its own thread; no other test uses the system bus.
@Suite("The GeoClue2 client", .serialized)
struct GeoClueLocationSourceTests {
    /// Turns the default main context until `done` holds or `seconds` passed.
    private static func turn(for seconds: TimeInterval, until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            while g_main_context_iteration(nil, 0) != 0 {}
            if done() { return true }
            usleep(2_000)
        }
        return done()
    }

    /// Moves the stand-in's device, as the end-to-end tests do.
    private static func move(on address: String, _ latitude: Double, _ longitude: Double, _ accuracy: Double) throws {
        let call = Process()
        call.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        call.arguments = [
            "call", "--address", address, "--dest", "org.freedesktop.GeoClue2", "--object-path",
            "/org/freedesktop/GeoClue2/Manager", "--method", "org.checklists.Test.GeoClue.Move", "--",
            "\(latitude)", "\(longitude)", "\(accuracy)",
        ]
        try call.run()
        call.waitUntilExit()
        try #require(call.terminationStatus == 0, "gdbus call Move failed")
    }

    /// Started, the client is set up with the desktop id and the accuracy level asked for,
    /// each location the device reports reaches `onFix`, and stopping stops the client.
    @Test func followsTheDeviceWhileStarted() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bus = try await BusDaemon.start(
            type: "system", named: "system-bus", in: folder.url.path, environment: ProcessInfo.processInfo.environment)
        defer { _ = bus.process.kill() }
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SYSTEM_BUS_ADDRESS"] = bus.address
        let log = folder.path("standin.log")
        let standIn = try ChildProcess.launch(
            "geoclue-standin", executable: "/usr/bin/python3", arguments: ["-u", GeoClueStandInScript.url.path],
            environment: environment, standardOutput: log, standardError: log)
        defer { _ = standIn.kill() }
        try #require(await standIn.firstLine(in: log, timeout: .seconds(20)) == "ready", "\(ChildProcess.read(log))")

        setenv("DBUS_SYSTEM_BUS_ADDRESS", bus.address, 1)
        let source = GeoClueLocationSource(
            desktopIdentifier: "org.example.Remindd", log: DaemonLog(verbose: true) { _ in })
        var fixes: [LocationFix] = []
        source.onFix = { fixes.append($0) }
        #expect(Self.turn(for: 10) { source.availability == .available })

        source.start(accuracy: LocationAccuracy(radius: 100))
        #expect(Self.turn(for: 10) { ChildProcess.read(log).contains("start") }, "\(ChildProcess.read(log))")
        try Self.move(on: bus.address, 52.52, 13.405, 20)
        #expect(Self.turn(for: 10) { !fixes.isEmpty }, "\(ChildProcess.read(log))")
        #expect(fixes.first.map { ($0.latitude, $0.longitude, $0.accuracy) } ?? (0, 0, 0) == (52.52, 13.405, 20))
        #expect(ChildProcess.read(log).contains("org.example.Remindd"), "\(ChildProcess.read(log))")

        source.stop()
        #expect(Self.turn(for: 10) { ChildProcess.read(log).contains("stop") }, "\(ChildProcess.read(log))")
        try Self.move(on: bus.address, 48.85, 2.35, 20)
        #expect(!Self.turn(for: 1) { fixes.count > 1 }, "no location after the stop")
    }
}
