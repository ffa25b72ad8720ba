import Foundation

/// Interval triggers count elapsed time: N seconds after a request was added, however the
/// wall clock was set meanwhile, time asleep included.
///
/// A request keeps its wall-clock dates (`anchorDate`, `nextFireDate`, `lastFireDate`) and
/// where the elapsed clock stood at its anchor. While the machine runs, wall time and
/// elapsed time advance together; when the wall clock is set, they part, and `rebased`
/// moves the wall dates by the difference, so the daemon's one wall-clock timer fires
/// at the right moment. After a reboot the elapsed clock starts again: the time switched
/// off is counted on the wall clock (the machine's real-time clock keeps it), and the
/// anchor is read again in the new boot.
public enum IntervalRebase {
    /// The wall clock may drift this far from the elapsed clock (NTP slews it) before the
    /// dates are moved.
    public static let tolerance: TimeInterval = 0.5

    /// The elapsed anchor of a request added at `clock.now`.
    public static func anchor(on clock: WallClock) -> ElapsedAnchor {
        ElapsedAnchor(bootIdentifier: clock.bootIdentifier, elapsed: clock.elapsed)
    }

    /// `scheduled` with its wall dates moved to where elapsed time puts them, or nil when it
    /// needs no change (not an interval trigger, or the clocks still agree).
    public static func rebased(_ scheduled: ScheduledRequest, on clock: WallClock) -> ScheduledRequest? {
        guard case .timeInterval = scheduled.request.trigger else { return nil }
        let now = clock.now
        let elapsed = clock.elapsed
        guard let anchor = scheduled.elapsedAnchor, anchor.bootIdentifier == clock.bootIdentifier else {
            // Another boot, or a request stored before anchors were kept: the wall clock
            // is the best guide to what passed; read the anchor again in this boot.
            var updated = scheduled
            updated.elapsedAnchor = ElapsedAnchor(
                bootIdentifier: clock.bootIdentifier, elapsed: elapsed - now.timeIntervalSince(scheduled.anchorDate))
            return updated
        }
        let shift = now.addingTimeInterval(anchor.elapsed - elapsed).timeIntervalSince(scheduled.anchorDate)
        guard abs(shift) > tolerance, shift.isFinite else { return nil }
        var updated = scheduled
        updated.anchorDate = scheduled.anchorDate.addingTimeInterval(shift)
        updated.nextFireDate = scheduled.nextFireDate.addingTimeInterval(shift)
        updated.lastFireDate = scheduled.lastFireDate?.addingTimeInterval(shift)
        return updated
    }
}
