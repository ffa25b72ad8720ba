import Foundation
import LocalNotifications

/// The daemon's clock: the core's wall clock, plus what the daemon needs besides to arm its
/// timer and to follow the system's time zone.
public protocol DaemonClock: WallClock {
    /// How far this clock is from the system clock the timer counts on, in seconds.
    var offsetFromSystem: TimeInterval { get }

    /// Reads the local time zone again, after the system's changed.
    func refreshTimeZone()
}

/// The live clock: the system's, with the fault suite's offset.
extension SystemWallClock: DaemonClock {}
