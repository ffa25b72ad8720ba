import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension TestSession {
    /// The file holding remindd's clock offset (`REMINDD_TEST_CLOCK_OFFSET_FILE`).
    var clockOffsetFile: String { files.path("clock-offset") }

    /// The log line remindd writes when it hears that the clock was set or the machine resumed.
    static let clockSetLine = "remindd: status the clock was set or the machine resumed; rescanning"

    /// Moves remindd's clock to the system clock plus `seconds`, silently: remindd reads the
    /// file at its next look at the clock, and nothing tells it to look.
    func setClockOffset(_ seconds: TimeInterval) throws {
        try "\(seconds)\n".write(toFile: clockOffsetFile, atomically: true, encoding: .utf8)
    }

    /// Starts remindd directly with the clock offset file (offset 0 until set) and
    /// `settings`, and waits until it owns its name, so that no command of the test
    /// activates another remindd without them.
    @discardableResult
    func startTimedDaemon(settings: [String: String] = [:]) async throws -> ChildProcess {
        if !FileManager.default.fileExists(atPath: clockOffsetFile) { try setClockOffset(0) }
        let daemon = try startDaemon(settings: settings.merging(["REMINDD_TEST_CLOCK_OFFSET_FILE": clockOffsetFile]) { $1 })
        let owned = try await waitUntil(timeout: .seconds(20), interval: .milliseconds(50)) {
            guard daemon.isRunning else { return false }
            return try await daemonPID() == daemon.pid
        }
        guard owned else { throw BusQueryFailed(description: "the remindd started did not take its name\n\(diagnostics)") }
        return daemon
    }

    /// Sets the system clock to the time it shows, which the kernel reports as "the clock
    /// was set" to every timer armed with cancel-on-set (remindd's among them), and waits
    /// until remindd logged that it heard it. Needs root (CAP_SYS_TIME).
    func announceClockSet() async throws {
        let before = daemonEvents().filter { $0 == Self.clockSetLine }.count
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0, clock_settime(CLOCK_REALTIME, &now) == 0 else {
            throw ClockNotSet(description: "clock_settime: \(String(cString: strerror(errno))) (the fault suite runs as root)")
        }
        let heard = await waitUntil(timeout: .seconds(15)) {
            daemonEvents().filter { $0 == Self.clockSetLine }.count > before
        }
        guard heard else { throw ClockNotSet(description: "remindd did not hear the clock being set\n\(diagnostics)") }
    }
}

/// The clock could not be set, or remindd did not hear it.
struct ClockNotSet: Error, CustomStringConvertible {
    /// What failed.
    var description: String
}
