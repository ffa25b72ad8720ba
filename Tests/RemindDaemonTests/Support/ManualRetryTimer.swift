import RemindDaemon

/// A retry timer whose scheduled run happens when the test fires it.
final class ManualRetryTimer: RetryTimer {
    /// The pause of every `schedule` call, in seconds, oldest first.
    private(set) var delays: [UInt32] = []
    /// How many times a scheduled run was cancelled.
    private(set) var cancellations = 0
    private var scheduled: (() -> Void)?

    /// Whether a run is scheduled.
    var isPending: Bool { scheduled != nil }

    /// Schedules `body` in place of the run scheduled before.
    func schedule(after seconds: UInt32, _ body: @escaping () -> Void) {
        delays.append(seconds)
        scheduled = body
    }

    /// The pause of every `schedule(afterMilliseconds:)` call, oldest first.
    private(set) var millisecondDelays: [UInt32] = []

    /// Schedules `body` in place of the run scheduled before.
    func schedule(afterMilliseconds milliseconds: UInt32, _ body: @escaping () -> Void) {
        millisecondDelays.append(milliseconds)
        scheduled = body
    }

    /// Forgets the scheduled run.
    func cancel() {
        if scheduled != nil { cancellations += 1 }
        scheduled = nil
    }

    /// Runs the scheduled run now, as its pause had passed.
    func fire() {
        let body = scheduled
        scheduled = nil
        body?()
    }
}
