import Foundation
import LocalNotifications

/// A delivered notification as remindd lists it.
public struct DeliveredEntry: Sendable, Hashable {
    /// The request the notification came from.
    public var request: NotificationRequest
    /// When the occurrence was due.
    public var occurrenceDate: Date
    /// When it was delivered.
    public var deliveredAt: Date
    /// Whether it came late (missed while the daemon was off or the machine slept).
    public var late: Bool
    /// Whether it was dropped past its lateness limit: recorded, never shown.
    public var missed: Bool

    /// Creates an entry.
    public init(request: NotificationRequest, occurrenceDate: Date, deliveredAt: Date, late: Bool, missed: Bool) {
        self.request = request
        self.occurrenceDate = occurrenceDate
        self.deliveredAt = deliveredAt
        self.late = late
        self.missed = missed
    }
}
