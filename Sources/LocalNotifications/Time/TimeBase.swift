import Foundation

/// The time remindd last computed its next fire dates in: the local zone, the boot, and
/// where the wall clock stood against the elapsed clock. Stored, so that a start can tell
/// whether anything that moves fire dates changed while remindd was not running.
public struct TimeBase: Sendable, Hashable {
    /// The local zone's identifier, which floating calendar triggers follow.
    public var zoneIdentifier: String
    /// The boot the elapsed clock counts in (`WallClock.bootIdentifier`).
    public var bootIdentifier: String
    /// The wall clock minus the elapsed clock, in seconds since 1970: constant while the
    /// clock is not set, however long the machine runs or sleeps.
    public var wallMinusElapsed: Double

    /// A base with these values.
    public init(zoneIdentifier: String, bootIdentifier: String, wallMinusElapsed: Double) {
        self.zoneIdentifier = zoneIdentifier
        self.bootIdentifier = bootIdentifier
        self.wallMinusElapsed = wallMinusElapsed
    }

    /// The base `clock` reads now.
    public init(clock: WallClock) {
        self.init(
            zoneIdentifier: clock.timeZone.identifier, bootIdentifier: clock.bootIdentifier,
            wallMinusElapsed: clock.now.timeIntervalSince1970 - clock.elapsed)
    }

    /// What a start after `stored` has to do to the pending requests' fire dates.
    public func change(since stored: TimeBase?) -> Change {
        guard let stored, stored.zoneIdentifier == zoneIdentifier else { return .recompute }
        guard stored.bootIdentifier == bootIdentifier else { return .newBoot }
        let drift = abs(stored.wallMinusElapsed - wallMinusElapsed)
        return drift.isFinite && drift <= IntervalRebase.tolerance ? .none : .recompute
    }

    /// What changed since the stored base.
    public enum Change: Sendable, Equatable {
        /// Nothing: every stored fire date stands.
        case none
        /// The machine was started again in the same zone: interval requests read their
        /// elapsed anchor again (their wall dates stand, as `IntervalRebase` does it).
        case newBoot
        /// The zone changed, the clock was set, or no base was stored: every request is
        /// computed again.
        case recompute
    }
}
