import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension TestSession {
    /// The file holding remindd's clock offset (`REMINDD_TEST_CLOCK_OFFSET_FILE`).
    var clockOffsetFile: String { files.path("clock-offset") }

    /// The log line remindd writes when it hears that the clock was set or the machine resumed.
    static let clockSetLine = "remindd: status the clock was set or the machine resumed; rescanning"

    /// How many times remindd logged that it heard the clock being set: by this test, or by
    /// any other program on the machine, since the kernel tells every such timer of every set.
    func clockSetsHeard() -> Int { daemonEvents().filter { $0 == Self.clockSetLine }.count }

    /// Moves remindd's clock to the system clock plus `seconds`, silently: remindd reads the
    /// file at its next look at the clock, and nothing tells it to look.
    func setClockOffset(_ seconds: TimeInterval) throws {
        try "\(seconds)\n".write(toFile: clockOffsetFile, atomically: true, encoding: .utf8)
    }

    /// The file holding how far remindd's wall clock alone was set (`REMINDD_TEST_CLOCK_SET_FILE`).
    var clockSetFile: String { files.path("clock-set") }

    /// Sets remindd's wall clock `seconds` away from the system clock, as `date -s` would,
    /// while its elapsed clock (CLOCK_BOOTTIME, which interval triggers count) goes on;
    /// silently, like `setClockOffset`: `announceClockSet` then makes the kernel's event.
    func setWallClock(_ seconds: TimeInterval) throws {
        try "\(seconds)\n".write(toFile: clockSetFile, atomically: true, encoding: .utf8)
    }

    /// Starts remindd directly with the clock offset and clock set files (0 until set) and
    /// `settings`, and waits until it owns its name, so that no command of the test
    /// activates another remindd without them.
    @discardableResult
    func startTimedDaemon(settings: [String: String] = [:]) async throws -> ChildProcess {
        if !FileManager.default.fileExists(atPath: clockOffsetFile) { try setClockOffset(0) }
        if !FileManager.default.fileExists(atPath: clockSetFile) { try setWallClock(0) }
        let files = ["REMINDD_TEST_CLOCK_OFFSET_FILE": clockOffsetFile, "REMINDD_TEST_CLOCK_SET_FILE": clockSetFile]
        let daemon = try startDaemon(settings: settings.merging(files) { $1 })
        let owned = try await waitUntil(timeout: .seconds(20), interval: .milliseconds(50)) {
            guard daemon.isRunning else { return false }
            return try await daemonPID() == daemon.pid
        }
        guard owned else {
            let state = daemon.termination.map { "it ended: \($0)" } ?? "it still runs"
            throw BusQueryFailed(
                description: "the remindd started (pid \(daemon.pid)) did not take its name; \(state)\n\(diagnostics)")
        }
        return daemon
    }

    /// The copy of /etc that a remindd started by `startDaemonWithOwnEtc` sees as /etc.
    var etcCopy: String { files.path("etc") }

    /// Copies the machine's /etc to `etcCopy`, once.
    func copyEtc() async throws {
        guard !FileManager.default.fileExists(atPath: etcCopy) else { return }
        let copy = await runTool("cp", ["-a", "/etc", etcCopy])
        guard copy.status == 0 else { throw BusQueryFailed(description: "cannot copy /etc: \(copy)") }
    }

    /// Starts remindd in a mount namespace of its own where /etc is `etcCopy` (see `copyEtc`)
    /// and `TZ` is unset, so that a test changes the system time zone (/etc/localtime) for
    /// this remindd only; waits until it owns its name.
    @discardableResult
    func startDaemonWithOwnEtc() async throws -> ChildProcess {
        try await copyEtc()
        let script = "mount --bind \"$1\" /etc && unset TZ && exec \"$2\" --verbose"
        let daemon = try launch(
            "remindd", executable: "unshare",
            arguments: [
                "--mount", "--propagation", "private", "/bin/sh", "-c", script, "sh", etcCopy,
                executables.remindd.path,
            ],
            standardError: files.daemonLog)
        let owned = try await waitUntil(timeout: .seconds(20)) {
            guard daemon.isRunning else { return false }
            return try await daemonPID() == daemon.pid
        }
        guard owned else { throw BusQueryFailed(description: "remindd in its namespace did not start\n\(diagnostics)") }
        return daemon
    }

    /// Sets the system clock to the time it shows, which the kernel reports as "the clock
    /// was set" to every timer armed with cancel-on-set (remindd's among them), and waits
    /// until remindd logged that it heard it. Needs root (CAP_SYS_TIME).
    func announceClockSet() async throws {
        let before = clockSetsHeard()
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0, clock_settime(CLOCK_REALTIME, &now) == 0 else {
            throw ClockNotSet(
                description: "clock_settime: \(String(cString: strerror(errno))) (the fault suite runs as root)")
        }
        let heard = await waitUntil(timeout: .seconds(15)) {
            clockSetsHeard() > before
        }
        guard heard else { throw ClockNotSet(description: "remindd did not hear the clock being set\n\(diagnostics)") }
    }
}

/// The clock could not be set, or remindd did not hear it.
struct ClockNotSet: Error, CustomStringConvertible {
    /// What failed.
    var description: String
}
