import Foundation
import RemindDaemon

/// A wake alarm the test reads: where it is armed, and whether it may be.
final class ManualWakeAlarm: SystemWakeAlarm {
    /// What the test makes the probe say.
    var availability: WakeAlarmAvailability = .available
    /// The time the alarm is armed for, or nil when disarmed.
    private(set) var armedAt: Date?
    /// How many times it was armed or disarmed.
    private(set) var armings = 0

    func arm(at date: Date?) throws {
        armedAt = date
        armings += 1
    }
}
