import Foundation
import LocalNotifications

/// A pending request as remindd lists it: the request and when it fires next.
public struct ScheduledEntry: Sendable, Hashable {
    /// The request as the app added it.
    public var request: NotificationRequest
    /// When the request fires next.
    public var nextTriggerDate: Date

    /// Creates an entry.
    public init(request: NotificationRequest, nextTriggerDate: Date) {
        self.request = request
        self.nextTriggerDate = nextTriggerDate
    }
}
