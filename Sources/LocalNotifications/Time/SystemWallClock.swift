import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The real clock, the system's time zone, and CLOCK_BOOTTIME for elapsed time.
public final class SystemWallClock: WallClock {
    private let offset: () -> TimeInterval
    private let wallOffset: () -> TimeInterval

    /// Creates the live clock. The daemon's fault suite passes `offset` (seconds added to
    /// both the system clock and the elapsed clock: time passing while asleep) and
    /// `wallOffset` (seconds added to the wall clock alone: the clock being set); users get
    /// neither.
    public init(offset: @escaping () -> TimeInterval = { 0 }, wallOffset: @escaping () -> TimeInterval = { 0 }) {
        self.offset = offset
        self.wallOffset = wallOffset
    }

    /// The current instant.
    public var now: Date { Date().addingTimeInterval(offsetFromSystem) }

    /// How far this clock is from the system clock, in seconds (0 but in the fault suite).
    public var offsetFromSystem: TimeInterval { offset() + wallOffset() }

    /// The system's zone as last read; call `refreshTimeZone()` after /etc/localtime changes.
    public private(set) var timeZone: TimeZone = TimeZone.current

    /// Seconds since boot on CLOCK_BOOTTIME, which counts time asleep and which setting the
    /// clock does not move.
    public var elapsed: TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9 + offset()
    }

    /// The kernel's boot ID (`/proc/sys/kernel/random/boot_id`), read once.
    public let bootIdentifier: String = {
        let path = "/proc/sys/kernel/random/boot_id"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    /// Reads the system zone again, after a change of /etc/localtime or `TZ`.
    public func refreshTimeZone() {
        NSTimeZone.resetSystemTimeZone()
        timeZone = TimeZone.current
    }
}
