import Foundation

/// One occurrence of a request that has been delivered, like `UNNotification`.
public struct DeliveredNotification: Sendable, Hashable, Codable {
    /// The app that scheduled it.
    public var appIdentifier: String
    /// The request it came from.
    public var request: NotificationRequest
    /// When it was due.
    public var occurrenceDate: Date
    /// When it was delivered.
    public var deliveredAt: Date
    /// Whether it came later than `FireRules.lateAfter` after its due time (missed while off or asleep).
    public var late: Bool
    /// Whether it was dropped for coming later than the request's lateness limit: recorded, never shown.
    public var missed: Bool
    /// Whether its popup has reached the notification server (a missed one counts as posted).
    public var posted: Bool

    /// Creates a delivery record.
    public init(
        appIdentifier: String, request: NotificationRequest, occurrenceDate: Date, deliveredAt: Date,
        late: Bool, missed: Bool, posted: Bool
    ) {
        self.appIdentifier = appIdentifier
        self.request = request
        self.occurrenceDate = occurrenceDate
        self.deliveredAt = deliveredAt
        self.late = late
        self.missed = missed
        self.posted = posted
    }

    /// The request identifier.
    public var identifier: String { request.identifier }
}
