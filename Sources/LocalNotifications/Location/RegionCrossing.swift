import Foundation

/// Decides, from the last known state and a new location, whether a region's edge was
/// crossed and whether that fires.
///
/// A fix counts only when its whole circle of uncertainty lies on one side of the edge:
/// inside when its distance from the centre plus its accuracy is at most the radius,
/// outside when its distance minus its accuracy is more than the radius. A fix that
/// straddles the edge leaves the state as it was, so a coarse or noisy location never makes
/// the state flap. The first fix that tells sets the state without firing: a request fires
/// on a transition it saw, not because the device already was inside when it was added.
public struct RegionCrossing: Sendable, Equatable {
    /// The state after the fix.
    public var state: RegionState
    /// Whether the request fires for this fix.
    public var fires: Bool

    /// Creates an outcome.
    public init(state: RegionState, fires: Bool) {
        self.state = state
        self.fires = fires
    }

    /// What `fix` does to a request with `trigger` whose last known state is `previous`.
    public static func evaluate(_ trigger: LocationTrigger, previous: RegionState, fix: LocationFix) -> RegionCrossing {
        guard fix.isUsable, let side = side(of: trigger, for: fix) else {
            return RegionCrossing(state: previous, fires: false)
        }
        switch (previous, side) {
        case (.outside, .inside): return RegionCrossing(state: .inside, fires: trigger.notifyOnEntry)
        case (.inside, .outside): return RegionCrossing(state: .outside, fires: trigger.notifyOnExit)
        default: return RegionCrossing(state: side, fires: false)
        }
    }

    /// The side of the edge the fix is certainly on, or nil when its uncertainty straddles it.
    public static func side(of trigger: LocationTrigger, for fix: LocationFix) -> RegionState? {
        let distance = trigger.distance(to: fix)
        if distance + fix.accuracy <= trigger.radius { return .inside }
        if distance - fix.accuracy > trigger.radius { return .outside }
        return nil
    }
}
