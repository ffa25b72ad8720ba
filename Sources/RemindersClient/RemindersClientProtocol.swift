import Foundation
import LocalNotifications
import RemindersAPI

/// What an app can ask of remindd, per app identifier; `RemindersClient` is the live one.
///
/// Every method is synchronous and throws `RemindersClientError`: `badInput` when remindd
/// refused the arguments, `failure` for everything else.
public protocol RemindersClientProtocol {
    /// Schedules a request, replacing a pending one with the same identifier; returns its next trigger date.
    func add(_ request: NotificationRequest, app: String) throws(RemindersClientError) -> Date
    /// Schedules all requests or none; returns their next trigger dates, in order.
    func addMany(_ requests: [NotificationRequest], app: String) throws(RemindersClientError) -> [Date]
    /// The app's pending requests, soonest first.
    func pending(app: String) throws(RemindersClientError) -> [ScheduledEntry]
    /// The app's delivered notifications, newest first.
    func delivered(app: String) throws(RemindersClientError) -> [DeliveredEntry]
    /// A page of the app's pending requests: at most `page.limit` after skipping `page.offset`.
    func pending(app: String, page: PageOptions) throws(RemindersClientError) -> [ScheduledEntry]
    /// What a listing shows of a page of the app's pending requests: at most `page.limit`
    /// after skipping `page.offset`.
    func pendingSummaries(app: String, page: PageOptions) throws(RemindersClientError) -> [PendingSummary]
    /// A page of the app's delivered notifications: at most `page.limit` after skipping `page.offset`.
    func delivered(app: String, page: PageOptions) throws(RemindersClientError) -> [DeliveredEntry]
    /// Cancels pending requests; unknown identifiers are ignored.
    func removePending(_ identifiers: [String], app: String) throws(RemindersClientError)
    /// Cancels every pending request of the app.
    func removeAllPending(app: String) throws(RemindersClientError)
    /// Forgets delivered notifications; unknown identifiers are ignored.
    func removeDelivered(_ identifiers: [String], app: String) throws(RemindersClientError)
    /// Forgets every delivered notification of the app.
    func removeAllDelivered(app: String) throws(RemindersClientError)
    /// Whether remindd runs now, or the session bus would start it, asked of the bus alone,
    /// so asking never starts it.
    func presence() throws(RemindersClientError) -> DaemonPresence
    /// Whether popups can be shown now: a notification server, its capabilities, the queue,
    /// the end of a pause.
    func status() throws(RemindersClientError) -> ServiceStatus
    /// Registers the app's notification categories (their action buttons), replacing the
    /// ones it had; all or none.
    func setCategories(_ categories: [NotificationCategory], app: String) throws(RemindersClientError)
    /// Holds every app's popups except critical ones until `date`; nil (or a date not in the
    /// future) ends the pause, and the held popups come at once.
    func pause(until date: Date?) throws(RemindersClientError)
}

extension RemindersClientProtocol {
    /// A page cut from the whole listing, for clients that have no paged call of their own.
    public func pending(app: String, page: PageOptions) throws(RemindersClientError) -> [ScheduledEntry] {
        Array(try pending(app: app).dropFirst(page.offset).prefix(page.limit))
    }

    /// The summaries of a page of requests, for clients that have no summary call of their own.
    public func pendingSummaries(app: String, page: PageOptions) throws(RemindersClientError) -> [PendingSummary] {
        try pending(app: app, page: page).map(PendingSummary.init)
    }

    /// A page cut from the whole listing, for clients that have no paged call of their own.
    public func delivered(app: String, page: PageOptions) throws(RemindersClientError) -> [DeliveredEntry] {
        Array(try delivered(app: app).dropFirst(page.offset).prefix(page.limit))
    }
}
