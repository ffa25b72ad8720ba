import Foundation
import RemindDaemon

/// A wake-up timer that remembers when it is armed for and wakes the daemon only when the
/// test fires it.
final class ManualTimer: WakeUpTimer {
    /// Refused arming, as a failing timerfd would refuse it.
    struct Refused: Error, CustomStringConvertible {
        var description: String { "cannot arm the timer" }
    }

    /// What the daemon runs on a wake-up.
    var onWake: (TimerWake) -> Void = { _ in }
    /// The time the timer is armed for, or nil when disarmed.
    private(set) var armedAt: Date?
    /// Every `arm(at:)` call, oldest first.
    private(set) var armings: [Date?] = []
    /// Whether `arm(at:)` throws `Refused`.
    var refuses = false

    /// Arms or, with nil, disarms the timer.
    func arm(at date: Date?) throws {
        if refuses { throw Refused() }
        armedAt = date
        armings.append(date)
    }

    /// Wakes the daemon for `wake`.
    func fire(_ wake: TimerWake = .expired) {
        onWake(wake)
    }
}
