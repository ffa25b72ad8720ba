import Foundation
import LocalNotifications
import RemindersAPI

/// A pending request as remindd lists it: the request and when it fires next.
public struct ScheduledEntry: Sendable, Hashable {
    /// The request as the app added it.
    public var request: NotificationRequest
    /// When the request fires next; nil for a location request, which has no fire date.
    public var nextTriggerDate: Date?
    /// For a location request, where the device last was with respect to its region.
    public var regionState: RegionState?

    /// Creates an entry.
    public init(request: NotificationRequest, nextTriggerDate: Date?, regionState: RegionState? = nil) {
        self.request = request
        self.nextTriggerDate = nextTriggerDate
        self.regionState = regionState
    }
}

extension PendingSummary {
    /// The summary of a listed request.
    public init(_ entry: ScheduledEntry) {
        self.init(request: entry.request, nextFireDate: entry.nextTriggerDate, regionState: entry.regionState)
    }
}
