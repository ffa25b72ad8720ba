import Foundation
import RemindDaemon
import Testing

/// The live watcher of /etc/localtime. Its reports need the main loop and are the fault
/// suite's part; here it starts and stops on a file of the test's own.
@Suite("LocalTimeMonitor")
struct LocalTimeMonitorTests {
    /// It watches a file and lets go of it when released, without reporting anything.
    @Test func startsAndStops() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("localtime-\(UUID().uuidString)")
        try Data("UTC".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var changes = 0
        var monitor: LocalTimeMonitor? = LocalTimeMonitor(path: file.path) { changes += 1 }
        withExtendedLifetime(monitor) {}
        monitor = nil
        #expect(changes == 0)
    }
}
