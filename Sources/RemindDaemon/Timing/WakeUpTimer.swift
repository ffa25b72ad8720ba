import Foundation

/// The daemon's one deadline: wakes it at a wall-clock time, and early when the clock is set.
///
/// `WallClockTimer` is the live one.
public protocol WakeUpTimer: AnyObject {
    /// Runs on the main loop each time the timer wakes the daemon; the daemon sets it at start.
    var onWake: (TimerWake) -> Void { get set }

    /// Arms the timer at `date`, a time of the system clock, or disarms it when nil. A date
    /// in the past wakes the daemon at once.
    func arm(at date: Date?) throws
}
