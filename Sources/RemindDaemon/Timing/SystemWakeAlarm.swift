import Foundation

/// Whether remindd can wake the computer from suspend for a `wake-system` request, as
/// GetStatus's `wake-alarm` says it.
public enum WakeAlarmAvailability: String, Sendable {
    /// remindd holds a `CLOCK_REALTIME_ALARM` timer.
    case available
    /// The kernel refused it: remindd lacks `CAP_WAKE_ALARM`.
    case denied
    /// The kernel has no such clock.
    case unsupported
}

/// Wakes the computer from suspend at a wall-clock time, so that a `wake-system` request
/// pops up on time; the daemon's own timer then fires it as usual.
///
/// `RealtimeWakeAlarm` is the live one.
public protocol SystemWakeAlarm: AnyObject {
    /// Whether the alarm can wake the computer.
    var availability: WakeAlarmAvailability { get }

    /// Arms the alarm at `date`, a time of the system clock, or disarms it when nil. An
    /// alarm that is not available ignores it.
    func arm(at date: Date?) throws
}
