/// Waiting for what another process does, which no callback reports: the condition is asked
/// again and again until it holds or the time is up.
public enum Poll {
    /// Asks `condition` every `interval` until it holds or `timeout` passes; returns whether
    /// it held. Timeouts are generous: the machines running the tests are slow and shared.
    @discardableResult
    public static func until(
        timeout: Duration, interval: Duration = .milliseconds(50), _ condition: () async throws -> Bool
    ) async rethrows -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if try await condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: interval)
        }
    }
}
