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
    /// The elapsed clock (CLOCK_BOOTTIME): real time passing, not moved by a clock set.
    private(set) var elapsed: TimeInterval = 1_000

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

    /// Lets `seconds` of real time pass: the wall clock and the elapsed clock move together.
    func advance(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
        elapsed += seconds
    }

    /// Moves both clocks to `date`, as time passing (or, back, as undoing it) does.
    func travel(to date: Date) {
        advance(by: date.timeIntervalSince(now))
    }

    /// Sets the wall clock by `seconds` (negative sets it back) without time passing.
    func setWallClock(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
    }
}
