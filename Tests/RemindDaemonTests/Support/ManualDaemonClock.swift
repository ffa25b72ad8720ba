import Foundation
import RemindDaemon

/// A daemon clock that stands still until a test moves it, with a system zone the test
/// changes and the daemon reads again on `refreshTimeZone()`, as it reads /etc/localtime.
final class ManualDaemonClock: DaemonClock {
    /// The instant the clock shows.
    var now: Date
    /// The zone as the daemon last read it.
    private(set) var timeZone: TimeZone
    /// The system's zone: what the next `refreshTimeZone()` reads.
    var systemTimeZone: TimeZone
    /// How far this clock is ahead of the system clock the timer counts on.
    var offsetFromSystem: TimeInterval = 0

    /// A clock at `now` in `timeZone`.
    init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
        systemTimeZone = timeZone
    }

    /// Reads the system's zone again.
    func refreshTimeZone() {
        timeZone = systemTimeZone
    }

    /// Moves the clock by `seconds` (negative moves it back).
    func advance(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
    }
}
