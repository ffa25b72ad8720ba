import Foundation
import LocalNotifications
import NotificationStore
import SQLiteSupport

/// Requests, schedules and deliveries for the store's tests, with dates that have
/// fractional seconds so that an inexact round trip shows.
enum StoreFixtures {
    /// The app most tests schedule for.
    static let app = "org.example.checklists"
    /// A second app, to show that apps are kept apart.
    static let otherApp = "org.example.other"

    /// A date with a fraction of a second: 2025-01-01 00:00:00.123456789 UTC, plus `seconds`.
    static func date(_ seconds: TimeInterval = 0) -> Date {
        Date(timeIntervalSinceReferenceDate: 757_382_400.123456789 + seconds)
    }

    /// A request with a title naming it and the given trigger.
    static func request(
        _ identifier: String,
        trigger: NotificationTrigger = .timeInterval(TimeIntervalTrigger(interval: 3_600, repeats: false))
    ) -> NotificationRequest {
        NotificationRequest(
            identifier: identifier,
            content: NotificationContent(
                title: "Title \(identifier)", body: "Body of \(identifier)", userInfo: ["id": identifier]),
            trigger: trigger)
    }

    /// A repeating trigger: every hour.
    static let hourly = NotificationTrigger.timeInterval(TimeIntervalTrigger(interval: 3_600, repeats: true))

    /// A pending request firing at `nextFire`.
    static func scheduled(
        _ identifier: String, app: String = app, nextFire: Date, anchor: Date = date(),
        lastFire: Date? = nil,
        trigger: NotificationTrigger = .timeInterval(TimeIntervalTrigger(interval: 3_600, repeats: false))
    ) -> ScheduledRequest {
        ScheduledRequest(
            appIdentifier: app, request: request(identifier, trigger: trigger), anchorDate: anchor,
            nextFireDate: nextFire, lastFireDate: lastFire)
    }

    /// The delivery of `scheduled`'s current occurrence, delivered at `deliveredAt`.
    static func delivery(
        of scheduled: ScheduledRequest, deliveredAt: Date? = nil, late: Bool = false, missed: Bool = false,
        posted: Bool = false
    ) -> DeliveredNotification {
        DeliveredNotification(
            appIdentifier: scheduled.appIdentifier, request: scheduled.request,
            occurrenceDate: scheduled.nextFireDate,
            deliveredAt: deliveredAt ?? scheduled.nextFireDate.addingTimeInterval(0.25),
            late: late, missed: missed, posted: posted)
    }

    /// `scheduled` moved on to `nextFire`, its current occurrence becoming the last fire.
    static func advanced(_ scheduled: ScheduledRequest, to nextFire: Date) -> ScheduledRequest {
        var next = scheduled
        next.lastFireDate = scheduled.nextFireDate
        next.nextFireDate = nextFire
        return next
    }

    /// A repository over a freshly opened database at `path`.
    static func repository(at path: String) throws -> SQLiteNotificationRepository {
        SQLiteNotificationRepository(database: try NotificationDatabase.open(path: path))
    }
}
