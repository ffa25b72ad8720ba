import TestSupport

extension TestSession {
    /// Polls `condition` until it holds or `timeout` passes; returns whether it held.
    /// Timeouts are generous: the machines running the tests are slow and shared.
    @discardableResult
    func waitUntil(
        timeout: Duration = .seconds(15), interval: Duration = .milliseconds(50),
        _ condition: () async throws -> Bool
    ) async rethrows -> Bool {
        try await Poll.until(timeout: timeout, interval: interval, condition)
    }

    /// Waits until at least `count` Notify calls arrived; returns them all (possibly fewer
    /// after `timeout`).
    func waitForNotifyCalls(_ count: Int = 1, timeout: Duration = .seconds(15)) async throws -> [NotifyCall] {
        try await waitUntil(timeout: timeout) { try notifyCalls().count >= count }
        return try notifyCalls()
    }

    /// Sleeps for `duration` (to see that something does not happen).
    func pause(_ duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
