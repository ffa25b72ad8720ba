import Foundation

/// One app's view of the scheduler, like `UNUserNotificationCenter.current()`.
public struct AppNotificationCenter {
    /// The app, such as a desktop file id.
    public let appIdentifier: String
    /// The scheduler shared by all apps.
    public let scheduler: NotificationScheduler

    /// Schedules a request, replacing a pending one with the same identifier.
    @discardableResult
    public func add(_ request: NotificationRequest) throws -> ScheduledRequest {
        try scheduler.add([request], appIdentifier: appIdentifier)[0]
    }

    /// The app's pending requests with their next fire dates, soonest first (as claims
    /// held in memory left them).
    public func pendingRequests() throws -> [ScheduledRequest] {
        try scheduler.pending(appIdentifier: appIdentifier)
    }

    /// Cancels pending requests by identifier, and the repeats of their delivered popups;
    /// unknown identifiers are ignored.
    public func removePendingRequests(withIdentifiers identifiers: [String]) throws {
        try scheduler.repository.removePending(appIdentifier: appIdentifier, identifiers: identifiers)
        try scheduler.repository.stopNagging(appIdentifier: appIdentifier, identifiers: identifiers)
    }

    /// Cancels all of the app's pending requests, and the repeats of its delivered popups.
    public func removeAllPendingRequests() throws {
        try scheduler.repository.removeAllPending(appIdentifier: appIdentifier)
        try scheduler.repository.stopNagging(appIdentifier: appIdentifier, identifiers: nil)
    }

    /// The app's delivered notifications, newest first (claims held in memory included).
    public func deliveredNotifications() throws -> [DeliveredNotification] {
        try scheduler.delivered(appIdentifier: appIdentifier)
    }

    /// Removes delivered notifications by identifier.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) throws {
        try scheduler.repository.removeDelivered(appIdentifier: appIdentifier, identifiers: identifiers)
    }

    /// Removes all of the app's delivered notifications.
    public func removeAllDeliveredNotifications() throws {
        try scheduler.repository.removeAllDelivered(appIdentifier: appIdentifier)
    }

    /// Registers the app's categories, replacing the ones it had, like
    /// `setNotificationCategories`; all are checked first, and nothing changes when one is bad.
    public func setNotificationCategories(_ categories: [NotificationCategory]) throws {
        try NotificationCategory.validate(categories)
        try scheduler.repository.setCategories(categories, appIdentifier: appIdentifier)
    }

    /// The app's registered categories, in the order they were set.
    public func notificationCategories() throws -> [NotificationCategory] {
        try scheduler.repository.categories(appIdentifier: appIdentifier)
    }
}
