import Foundation

/// The time source of the core: the current instant and the user's local time zone.
///
/// The core never reads the clock itself; the daemon passes `SystemWallClock`, tests pass
/// `ManualWallClock` and move it.
public protocol WallClock: AnyObject {
    /// The current instant.
    var now: Date { get }
    /// The user's current local time zone, for floating calendar triggers.
    var timeZone: TimeZone { get }
}

/// The real clock and the system's time zone.
public final class SystemWallClock: WallClock {
    private let offset: () -> TimeInterval

    /// Creates the live clock. The daemon's fault suite passes `offset` (seconds added to
    /// the system clock); users get none.
    public init(offset: @escaping () -> TimeInterval = { 0 }) {
        self.offset = offset
    }

    /// The current instant.
    public var now: Date { Date().addingTimeInterval(offset()) }

    /// How far this clock is from the system clock, in seconds (0 but in the fault suite).
    public var offsetFromSystem: TimeInterval { offset() }

    /// The system's zone as last read; call `refreshTimeZone()` after /etc/localtime changes.
    public private(set) var timeZone: TimeZone = TimeZone.current

    /// Reads the system zone again, after a change of /etc/localtime or `TZ`.
    public func refreshTimeZone() {
        NSTimeZone.resetSystemTimeZone()
        timeZone = TimeZone.current
    }
}

/// A clock that stands still until a test moves it.
public final class ManualWallClock: WallClock {
    /// The instant the clock shows.
    public var now: Date
    /// The zone floating triggers follow.
    public var timeZone: TimeZone

    /// Creates a clock at `now` in `timeZone`.
    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// Moves the clock by `seconds` (negative moves it back).
    public func advance(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
    }
}
