import Foundation

/// A pending request as the scheduler keeps it: the intent plus when it fires next.
///
/// The trigger is the truth; `nextFireDate` is a cache that can always be recomputed.
public struct ScheduledRequest: Sendable, Hashable, Codable {
    /// The app that added the request, such as a desktop file id.
    public var appIdentifier: String
    /// The request as the app gave it.
    public var request: NotificationRequest
    /// When the request was added; interval triggers count from it.
    public var anchorDate: Date
    /// When it fires next.
    public var nextFireDate: Date
    /// The last occurrence that was claimed; no occurrence at or before it fires again.
    public var lastFireDate: Date?
    /// For interval triggers: where the elapsed clock stood at `anchorDate`, so that the
    /// interval counts real time whatever is done to the wall clock (see `IntervalRebase`).
    public var elapsedAnchor: ElapsedAnchor?
    /// For location triggers: where the device last was with respect to the region, so that
    /// a restart does not fire the same crossing again; nil for the other triggers.
    public var regionState: RegionState?

    /// The stored next fire date of a location request, which has none: the last instant
    /// accepted, so that it sorts after every timed request. Time-based paths pass location
    /// requests by their trigger, not by this date.
    public static let locationFireDate = TimeBounds.latest

    /// Creates a scheduled request.
    public init(
        appIdentifier: String, request: NotificationRequest, anchorDate: Date, nextFireDate: Date,
        lastFireDate: Date? = nil, elapsedAnchor: ElapsedAnchor? = nil, regionState: RegionState? = nil
    ) {
        self.appIdentifier = appIdentifier
        self.request = request
        self.anchorDate = anchorDate
        self.nextFireDate = nextFireDate
        self.lastFireDate = lastFireDate
        self.elapsedAnchor = elapsedAnchor
        self.regionState = regionState
    }

    /// The request identifier.
    public var identifier: String { request.identifier }
}
