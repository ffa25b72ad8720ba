import ChecklistsSync
import Foundation

/// A stand-in for the sync of every account, for the tests of when syncs run: each run
/// takes the next outcome (a failure message, or nil for success; success once they are
/// used up), can be held until the test lets it go, and is counted.
///
/// `@unchecked Sendable`: every field is guarded by `lock`; runs happen on a worker thread
/// while the test reads on its own.
final class FakeSyncRun: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [String?]
    private var held = false
    private let gate = DispatchSemaphore(value: 0)
    private var running = 0
    private var peak = 0
    private var runs = 0
    private var started: [ContinuousClock.Instant] = []

    /// A run that fails with these messages in turn, then succeeds.
    init(outcomes: [String?] = []) {
        self.outcomes = outcomes
    }

    /// The closure `BackgroundSync` runs.
    var run: @Sendable (_ progress: @escaping @Sendable (String) -> Void) -> SyncReport {
        { [self] _ in perform() }
    }

    /// How many runs began.
    var count: Int { lock.withLock { runs } }
    /// The most runs that were under way at the same time.
    var mostAtOnce: Int { lock.withLock { peak } }
    /// When each run began.
    var startTimes: [ContinuousClock.Instant] { lock.withLock { started } }
    /// Whether a run is under way now.
    var isRunning: Bool { lock.withLock { running > 0 } }

    /// Makes the next runs wait in the middle until `release`.
    func hold() { lock.withLock { held = true } }

    /// Lets a held run (and every later one) finish.
    func release() {
        lock.withLock { held = false }
        gate.signal()
    }

    private func perform() -> SyncReport {
        let (outcome, wait) = lock.withLock {
            runs += 1
            running += 1
            peak = max(peak, running)
            started.append(.now)
            return (outcomes.isEmpty ? nil : outcomes.removeFirst(), held)
        }
        if wait { gate.wait() }
        var report = SyncReport(finished: Date())
        report.accounts = 1
        if let outcome { report.failures = [SyncFailure(account: "https://dav.example/", message: outcome)] }
        lock.withLock { running -= 1 }
        return report
    }
}
