import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension TestSession {
    /// Starts remindd directly with its main-loop heartbeat on (and `settings`), and waits
    /// until it owns its bus name.
    @discardableResult
    func startDaemonWithHeartbeat(settings: [String: String] = [:]) async throws -> ChildProcess {
        let daemon = try startDaemon(settings: ["REMINDD_TEST_HEARTBEAT": "1"].merging(settings) { _, new in new })
        let owned = await waitForName("org.checklists.Remindd", timeout: .seconds(20))
        guard owned else { throw BusQueryFailed(description: "remindd did not take its name:\n\(diagnostics)") }
        return daemon
    }

    /// Stops remindd with SIGTERM and returns the longest gap between two turns of its
    /// main loop, in milliseconds, that its heartbeat logged on the way out.
    func stopDaemonReadingLongestGap() async throws -> Int {
        try await killDaemon(signal: SIGTERM)
        let prefix = "remindd: status heartbeat: longest main-loop gap "
        var gap: Int?
        await waitUntil(timeout: .seconds(10)) {
            gap = daemonLog().split(separator: "\n").last { $0.hasPrefix(prefix) }
                .flatMap { Int($0.dropFirst(prefix.count).prefix { $0.isNumber }) }
            return gap != nil
        }
        guard let gap else { throw BusQueryFailed(description: "remindd logged no heartbeat:\n\(diagnostics)") }
        return gap
    }

    /// GetStatus's `queued`: how many popups wait for the notification server.
    func queuedPopups() async throws -> Int {
        let result = await callRemindd("GetStatus", [])
        // ({..., 'queued': <uint32 1>},)
        guard result.status == 0, let range = result.stdout.range(of: "'queued': <uint32 ") else {
            throw BusQueryFailed(description: "GetStatus: \(result)")
        }
        guard let count = Int(result.stdout[range.upperBound...].prefix { $0.isNumber }) else {
            throw BusQueryFailed(description: "GetStatus: \(result)")
        }
        return count
    }

    /// Whether remindd logged that it claimed (fired) the reminder `identifier`.
    func daemonFired(_ identifier: String) -> Bool {
        daemonEvents().contains { $0.hasPrefix("remindd: fired ") && $0.contains("/\(identifier) due") }
    }
}
