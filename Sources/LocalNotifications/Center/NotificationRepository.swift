import Foundation

/// Where the scheduler keeps pending requests and delivered notifications.
///
/// The SQLite store is the live implementation; `InMemoryNotificationRepository` serves
/// unit tests of the core.
public protocol NotificationRepository: AnyObject {
    /// Saves requests, each replacing any pending request with the same app and identifier.
    func save(_ requests: [ScheduledRequest]) throws
    /// A save of many requests in parts (see `StagedSave`).
    func stagedSave() throws -> any StagedSave
    /// The app's pending requests, soonest first.
    func pending(appIdentifier: String) throws -> [ScheduledRequest]
    /// Every pending request of every app, soonest first.
    func allPending() throws -> [ScheduledRequest]
    /// The next `limit` pending requests of every app after `key` (from the first when nil),
    /// in the order of `PendingKey`: a page of a pass over all of them (rows set aside are
    /// left out of it, but counted).
    func pendingPage(after key: PendingKey?, limit: Int) throws -> PendingPage
    /// A page of the app's pending requests, soonest first: at most `limit`, after skipping `offset`.
    func pending(appIdentifier: String, offset: Int, limit: Int) throws -> [ScheduledRequest]
    /// Every pending location request (those without a fire date), in no set order.
    func pendingLocationRequests() throws -> [ScheduledRequest]
    /// Pending timed requests due at or before `date`, soonest first; location requests,
    /// which have no fire date, are never due.
    func pending(dueAt date: Date) throws -> [ScheduledRequest]
    /// The earliest next fire date of all pending timed requests (location requests left out).
    func earliestFireDate() throws -> Date?
    /// How many pending requests the app has.
    func pendingCount(appIdentifier: String) throws -> Int
    /// How many of these identifiers name a pending request of the app.
    func pendingCount(appIdentifier: String, among identifiers: [String]) throws -> Int
    /// The earliest next fire date of the pending requests that wake the computer
    /// (`NotificationRequest.wakesSystem`).
    func earliestSystemWake() throws -> Date?
    /// Removes the app's pending requests with these identifiers; returns how many went.
    @discardableResult
    func removePending(appIdentifier: String, identifiers: [String]) throws -> Int
    /// Removes all of the app's pending requests.
    func removeAllPending(appIdentifier: String) throws

    /// Claims an occurrence in one transaction: records `delivery` (unique per app, request
    /// and occurrence; it replaces earlier deliveries of the same request) and moves the
    /// pending request on to `advanced` (its next and last fire dates and its region state),
    /// or removes it when `advanced` is nil.
    ///
    /// - Parameter expectedNextFireDate: the pending request's next fire date as the caller
    ///   read it; the claim only goes through while the stored one still equals it.
    /// - Returns: false, changing nothing, when the occurrence was claimed already or the
    ///   pending request no longer fires at `expectedNextFireDate`.
    func claim(
        _ delivery: DeliveredNotification, expectedNextFireDate: Date, advancing advanced: ScheduledRequest?
    )
        throws -> Bool
    /// The earliest time a nagging popup is posted again (see `NaggingPopup`), or nil.
    func earliestNag() throws -> Date?
    /// The nagging popups due at or before `date`, soonest first.
    func nagging(dueAt date: Date) throws -> [NaggingPopup]
    /// Moves a nagging popup's delivery on to `next`, or ends its nagging when nil; a
    /// delivery replaced meanwhile is passed over. `reposting` (a repeat that fires now)
    /// also marks the delivery not posted, in the same write, so that a crash before its
    /// popup reaches the server posts it at the next start.
    func renag(_ delivery: DeliveredNotification, to next: NaggingPopup?, reposting: Bool) throws
    /// Ends the nagging of the app's deliveries with these identifiers, or of all of them
    /// when nil; returns how many nagged.
    @discardableResult
    func stopNagging(appIdentifier: String, identifiers: [String]?) throws -> Int
    /// Records, in one transaction, that the popups for these occurrences reached the
    /// notification server; an occurrence not claimed (or claimed for another date) is passed over.
    func markPosted(_ deliveries: [DeliveredNotification]) throws
    /// Claimed occurrences whose popup has not been posted yet, oldest first.
    func unposted() throws -> [DeliveredNotification]
    /// The app's delivered notifications, newest first.
    func delivered(appIdentifier: String) throws -> [DeliveredNotification]
    /// A page of the app's delivered notifications, newest first: at most `limit`, after skipping `offset`.
    func delivered(appIdentifier: String, offset: Int, limit: Int) throws -> [DeliveredNotification]
    /// Removes the app's delivered notifications with these identifiers; returns how many went.
    @discardableResult
    func removeDelivered(appIdentifier: String, identifiers: [String]) throws -> Int
    /// Removes all of the app's delivered notifications.
    func removeAllDelivered(appIdentifier: String) throws

    /// Replaces all of the app's categories at once (an empty list removes them).
    func setCategories(_ categories: [NotificationCategory], appIdentifier: String) throws
    /// The app's categories, in the order they were set.
    func categories(appIdentifier: String) throws -> [NotificationCategory]
    /// Every app's categories, by app identifier.
    func allCategories() throws -> [String: [NotificationCategory]]
    /// The end of "Pause Reminders" as last saved, or nil when none is.
    func pausedUntil() throws -> Date?
    /// Saves the end of "Pause Reminders"; nil forgets it.
    func setPausedUntil(_ date: Date?) throws
    /// The time the fire dates were last computed in (see `TimeBase`), or nil when none was saved.
    func timeBase() throws -> TimeBase?
    /// Saves the time the fire dates were computed in.
    func setTimeBase(_ base: TimeBase) throws
    /// Gives every interval request anchored in another boot than `base`'s an elapsed anchor
    /// in it, its wall dates unchanged (what `IntervalRebase` does after a reboot); returns
    /// how many changed.
    @discardableResult
    func reanchorIntervals(in base: TimeBase) throws -> Int
    /// A listing starts: the repository may hold memory to read it fast, until `listingsEnded`.
    func listingsStarted()
    /// Listings stopped for a while: memory held to read them fast can go.
    func listingsEnded()
}

extension NotificationRepository {
    /// Nothing to hold, for repositories that read listings from memory.
    public func listingsStarted() {}

    /// Nothing to give back, for repositories that hold nothing for listings.
    public func listingsEnded() {}

    /// A save that keeps its parts in memory and saves them with one `save`.
    public func stagedSave() throws -> any StagedSave {
        MemoryStagedSave(repository: self)
    }

    /// Claims an occurrence that is the pending request's next fire date (a one-shot, or a
    /// repeating request that missed no slot).
    public func claim(_ delivery: DeliveredNotification, advancing advanced: ScheduledRequest?) throws -> Bool {
        try claim(delivery, expectedNextFireDate: delivery.occurrenceDate, advancing: advanced)
    }
}
