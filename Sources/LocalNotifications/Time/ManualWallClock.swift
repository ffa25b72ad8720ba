import Foundation

/// A clock that stands still until a test moves it: time passing (`advance`), the wall
/// clock being set (`setWallClock`), a reboot (`reboot`).
public final class ManualWallClock: WallClock {
    /// The instant the clock shows.
    public var now: Date
    /// The zone floating triggers follow.
    public var timeZone: TimeZone
    /// The elapsed seconds since the current boot.
    public private(set) var elapsed: TimeInterval
    /// The current boot.
    public private(set) var bootIdentifier: String

    /// Creates a clock at `now` in `timeZone`, `elapsed` seconds into a boot.
    public init(now: Date, timeZone: TimeZone, elapsed: TimeInterval = 1_000, bootIdentifier: String = "boot-1") {
        self.now = now
        self.timeZone = timeZone
        self.elapsed = elapsed
        self.bootIdentifier = bootIdentifier
    }

    /// Lets `seconds` of real time pass (negative moves it back): the wall clock and the
    /// elapsed clock move together.
    public func advance(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
        elapsed += seconds
    }

    /// Sets the wall clock by `seconds` without time passing, as `date -s` does.
    public func setWallClock(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
    }

    /// Reboots after `downtime` seconds switched off: the wall clock moves on, the elapsed
    /// clock starts again near zero, in a boot with a new identifier.
    public func reboot(after downtime: TimeInterval, newBoot: String) {
        now = now.addingTimeInterval(downtime)
        elapsed = 10
        bootIdentifier = newBoot
    }
}
