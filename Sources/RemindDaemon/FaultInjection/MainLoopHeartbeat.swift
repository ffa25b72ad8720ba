import CGLib
import GLibSupport

/// Beats every 10 ms on the main loop and remembers the longest gap between two beats: how
/// long the main loop was kept from turning. Logs each gap over 100 ms as it happens. The
/// time before the first beat (start-up, before the loop runs) is not a gap.
final class MainLoopHeartbeat {
    private let log: DaemonLog
    private var source: guint = 0
    private var last: Int?
    /// The longest gap seen, in microseconds.
    private(set) var longestGap: Int = 0

    /// Starts beating.
    init(log: DaemonLog) {
        self.log = log
        source = MonotonicTimeout.every(milliseconds: Self.interval) { [weak self] in self?.beat() }
    }

    deinit { g_source_remove(source) }

    /// Logs the longest gap.
    func report() {
        log.log(.status, "heartbeat: longest main-loop gap \(longestGap / 1000) ms")
    }

    private func beat() {
        let now = g_get_monotonic_time()
        defer { last = now }
        guard let last else { return }
        let gap = now - last
        longestGap = max(longestGap, gap)
        if gap > Self.stall { log.log(.status, "heartbeat: the main loop stalled for \(gap / 1000) ms") }
    }

    private static let interval: guint = 10
    private static let stall: Int = 100_000
}
