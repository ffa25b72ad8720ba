import Foundation

/// The time source of the core: the current instant, the user's local time zone, and the
/// elapsed time that interval triggers count.
///
/// The core never reads the clock itself; the daemon passes `SystemWallClock`, tests pass
/// `ManualWallClock` and move it.
public protocol WallClock: AnyObject {
    /// The current instant.
    var now: Date { get }
    /// The user's current local time zone, for floating calendar triggers.
    var timeZone: TimeZone { get }
    /// Seconds on a clock that counts real time, time asleep included, and that setting the
    /// wall clock does not move (the kernel's CLOCK_BOOTTIME); it starts again at a reboot.
    var elapsed: TimeInterval { get }
    /// Names the run of the machine `elapsed` counts in; it changes at every reboot.
    var bootIdentifier: String { get }
}

extension WallClock {
    /// Without an elapsed clock of its own, a clock counts elapsed time on the wall clock.
    public var elapsed: TimeInterval { now.timeIntervalSince1970 }
    /// Without an elapsed clock of its own, a clock has one boot, forever.
    public var bootIdentifier: String { "" }
}
