import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// What remindd takes from one app: its pending requests and the requests it adds a minute.
@Suite("Daemon: limits per app")
struct AppLimitsTests {
    /// Past `pending-per-app` an Add is refused, naming the limit, and nothing is stored; a
    /// request replacing a pending one adds none and passes; another app is not affected.
    @Test func pendingRequestsPerApp() throws {
        let harness = DaemonHarness(limits: DaemonLimits(pendingPerApp: 3, addsPerMinute: 0))
        try harness.daemon.start()
        try harness.add(inSeconds(600, "a"), inSeconds(600, "b"), inSeconds(600, "c"))
        let error = #expect(throws: ServiceError.self) { try harness.add(inSeconds(600, "d")) }
        #expect(error?.name == RemindersBus.limitExceededError)
        #expect(
            error?.description.contains("at most 3 for one app (pending-per-app in") == true,
            "\(String(describing: error))")
        #expect(try harness.pendingIdentifiers() == ["a", "b", "c"])
        try harness.add(inSeconds(900, "c"))
        _ = try harness.daemon.add(
            [RequestCodec.encode(inSeconds(600, "d"))], appIdentifier: "org.example.Other")
        #expect(try harness.pending(app: "org.example.Other").count == 1)
    }

    /// Past `adds-per-minute` an AddMany is refused before it is read, naming the limit;
    /// another app may still add.
    @Test func requestsAddedPerMinute() throws {
        let harness = DaemonHarness(limits: DaemonLimits(pendingPerApp: 0, addsPerMinute: 4))
        try harness.daemon.start()
        try harness.add(inSeconds(600, "a"), inSeconds(600, "b"), inSeconds(600, "c"))
        let error = #expect(throws: ServiceError.self) {
            try harness.add(inSeconds(600, "d"), inSeconds(600, "e"))
        }
        #expect(error?.name == RemindersBus.limitExceededError)
        #expect(error?.description.contains("at most 4 a minute from one app (adds-per-minute in") == true)
        try harness.add(inSeconds(600, "d"))
        _ = try harness.daemon.add(
            [RequestCodec.encode(inSeconds(600, "x"))], appIdentifier: "org.example.Other")
        #expect(try harness.pendingIdentifiers() == ["a", "b", "c", "d"])
    }

    /// The settings file: values read, what it leaves out at the defaults, a bad value named.
    @Test func settingsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("remindd.conf").path
        #expect(DaemonLimits.load(path: path) == (DaemonLimits(), nil))
        try "[limits]\npending-per-app=64\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(DaemonLimits.load(path: path).limits == DaemonLimits(pendingPerApp: 64, addsPerMinute: 100_000))
        try "[limits]\npending-per-app=lots\nadds-per-minute=0\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (limits, problem) = DaemonLimits.load(path: path)
        #expect(limits == DaemonLimits(pendingPerApp: 10_000, addsPerMinute: 0))
        #expect(problem?.contains("pending-per-app must be a whole number, 0 or more, not \"lots\"") == true)
    }
}
