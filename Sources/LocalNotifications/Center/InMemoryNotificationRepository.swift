import Foundation

/// A repository held in memory: the test double behind the core's seam.
public final class InMemoryNotificationRepository: NotificationRepository {
    private struct Key: Hashable {
        let app: String
        let identifier: String
    }

    private var pendingByKey: [Key: ScheduledRequest] = [:]
    private var deliveredByKey: [Key: DeliveredNotification] = [:]
    private var naggingByKey: [Key: NaggingPopup] = [:]
    private var categoriesByApp: [String: [NotificationCategory]] = [:]
    private var pauseEnd: Date?
    private var storedTimeBase: TimeBase?

    /// Creates an empty repository.
    public init() {}

    /// Saves requests, replacing by app and identifier.
    public func save(_ requests: [ScheduledRequest]) throws {
        for request in requests {
            pendingByKey[Key(app: request.appIdentifier, identifier: request.identifier)] = request
        }
    }

    /// The app's pending requests, soonest first.
    public func pending(appIdentifier: String) throws -> [ScheduledRequest] {
        try allPending().filter { $0.appIdentifier == appIdentifier }
    }

    /// Every pending request, soonest first.
    public func allPending() throws -> [ScheduledRequest] {
        pendingByKey.values.sorted(by: Self.fireOrder)
    }

    /// A page of every pending request, by app and identifier.
    public func pendingPage(after key: PendingKey?, limit: Int) throws -> PendingPage {
        let sorted = pendingByKey.values.sorted { PendingKey($0) < PendingKey($1) }
        let after = key.map { key in sorted.filter { PendingKey($0) > key } } ?? sorted
        let page = Array(after.prefix(limit))
        return PendingPage(requests: page, next: page.count < limit ? nil : page.last.map(PendingKey.init))
    }

    /// A page of the app's pending requests, soonest first.
    public func pending(appIdentifier: String, offset: Int, limit: Int) throws -> [ScheduledRequest] {
        Array(try pending(appIdentifier: appIdentifier).dropFirst(offset).prefix(limit))
    }

    /// Every pending location request.
    public func pendingLocationRequests() throws -> [ScheduledRequest] {
        try allPending().filter { !$0.request.trigger.isTimed }
    }

    /// Pending timed requests due at or before `date`.
    public func pending(dueAt date: Date) throws -> [ScheduledRequest] {
        try allPending().filter { $0.request.trigger.isTimed && $0.nextFireDate <= date }
    }

    /// The earliest next fire date of the timed requests.
    public func earliestFireDate() throws -> Date? {
        pendingByKey.values.filter(\.request.trigger.isTimed).map(\.nextFireDate).min()
    }

    /// How many pending requests the app has.
    public func pendingCount(appIdentifier: String) throws -> Int {
        pendingByKey.keys.filter { $0.app == appIdentifier }.count
    }

    /// How many of these identifiers name a pending request of the app.
    public func pendingCount(appIdentifier: String, among identifiers: [String]) throws -> Int {
        identifiers.filter { pendingByKey[Key(app: appIdentifier, identifier: $0)] != nil }.count
    }

    /// The earliest next fire date of the requests that wake the computer.
    public func earliestSystemWake() throws -> Date? {
        pendingByKey.values.filter { $0.request.wakesSystem && $0.request.trigger.isTimed }.map(\.nextFireDate).min()
    }

    /// Removes pending requests by identifier.
    public func removePending(appIdentifier: String, identifiers: [String]) throws -> Int {
        identifiers.reduce(0) { count, identifier in
            count + (pendingByKey.removeValue(forKey: Key(app: appIdentifier, identifier: identifier)) == nil ? 0 : 1)
        }
    }

    /// Removes all of the app's pending requests.
    public func removeAllPending(appIdentifier: String) throws {
        pendingByKey = pendingByKey.filter { $0.key.app != appIdentifier }
    }

    /// Claims an occurrence, as the protocol describes.
    public func claim(
        _ delivery: DeliveredNotification, expectedNextFireDate: Date, advancing advanced: ScheduledRequest?
    ) throws -> Bool {
        let key = Key(app: delivery.appIdentifier, identifier: delivery.identifier)
        guard pendingByKey[key]?.nextFireDate == expectedNextFireDate,
            deliveredByKey[key]?.occurrenceDate != delivery.occurrenceDate
        else { return false }
        deliveredByKey[key] = delivery
        naggingByKey[key] = NaggingPopup.start(for: delivery)
        pendingByKey[key] = advanced
        return true
    }

    /// The earliest repeat of a nagging popup.
    public func earliestNag() throws -> Date? {
        naggingByKey.values.map(\.nextDate).min()
    }

    /// The nagging popups due at or before `date`, soonest first.
    public func nagging(dueAt date: Date) throws -> [NaggingPopup] {
        naggingByKey.values.filter { $0.nextDate <= date }.sorted { $0.nextDate < $1.nextDate }
    }

    /// Moves a nagging popup on, or ends it.
    public func renag(_ delivery: DeliveredNotification, to next: NaggingPopup?, reposting: Bool) throws {
        let key = Key(app: delivery.appIdentifier, identifier: delivery.identifier)
        guard deliveredByKey[key]?.occurrenceDate == delivery.occurrenceDate else { return }
        naggingByKey[key] = next
        if reposting { deliveredByKey[key]?.posted = false }
    }

    /// Ends the nagging of the app's deliveries.
    public func stopNagging(appIdentifier: String, identifiers: [String]?) throws -> Int {
        let keys = naggingByKey.keys.filter {
            $0.app == appIdentifier && (identifiers.map(Set.init)?.contains($0.identifier) ?? true)
        }
        for key in keys { naggingByKey[key] = nil }
        return keys.count
    }

    /// Marks occurrences posted.
    public func markPosted(_ deliveries: [DeliveredNotification]) throws {
        for delivery in deliveries {
            let key = Key(app: delivery.appIdentifier, identifier: delivery.identifier)
            if deliveredByKey[key]?.occurrenceDate == delivery.occurrenceDate {
                deliveredByKey[key]?.posted = true
            }
        }
    }

    /// Claimed occurrences not posted yet.
    public func unposted() throws -> [DeliveredNotification] {
        deliveredByKey.values.filter { !$0.posted }.sorted { $0.occurrenceDate < $1.occurrenceDate }
    }

    /// The app's delivered notifications, newest first.
    public func delivered(appIdentifier: String) throws -> [DeliveredNotification] {
        deliveredByKey.values.filter { $0.appIdentifier == appIdentifier }
            .sorted { ($0.deliveredAt, $0.identifier) > ($1.deliveredAt, $1.identifier) }
    }

    /// A page of the app's delivered notifications, newest first.
    public func delivered(appIdentifier: String, offset: Int, limit: Int) throws -> [DeliveredNotification] {
        Array(try delivered(appIdentifier: appIdentifier).dropFirst(offset).prefix(limit))
    }

    /// Removes delivered notifications by identifier.
    public func removeDelivered(appIdentifier: String, identifiers: [String]) throws -> Int {
        identifiers.reduce(0) { count, identifier in
            naggingByKey[Key(app: appIdentifier, identifier: identifier)] = nil
            return count
                + (deliveredByKey.removeValue(forKey: Key(app: appIdentifier, identifier: identifier)) == nil ? 0 : 1)
        }
    }

    /// Removes all of the app's delivered notifications.
    public func removeAllDelivered(appIdentifier: String) throws {
        deliveredByKey = deliveredByKey.filter { $0.key.app != appIdentifier }
        naggingByKey = naggingByKey.filter { $0.key.app != appIdentifier }
    }

    /// Replaces the app's categories.
    public func setCategories(_ categories: [NotificationCategory], appIdentifier: String) throws {
        categoriesByApp[appIdentifier] = categories.isEmpty ? nil : categories
    }

    /// The app's categories.
    public func categories(appIdentifier: String) throws -> [NotificationCategory] {
        categoriesByApp[appIdentifier] ?? []
    }

    /// Every app's categories.
    public func allCategories() throws -> [String: [NotificationCategory]] {
        categoriesByApp
    }

    /// The saved end of the pause.
    public func pausedUntil() throws -> Date? {
        pauseEnd
    }

    /// Saves the end of the pause.
    public func setPausedUntil(_ date: Date?) throws {
        pauseEnd = date
    }

    /// The saved time base.
    public func timeBase() throws -> TimeBase? {
        storedTimeBase
    }

    /// Saves the time base.
    public func setTimeBase(_ base: TimeBase) throws {
        storedTimeBase = base
    }

    /// Anchors the interval requests of other boots in `base`'s.
    public func reanchorIntervals(in base: TimeBase) throws -> Int {
        var count = 0
        for (key, scheduled) in pendingByKey {
            guard let anchor = scheduled.elapsedAnchor, anchor.bootIdentifier != base.bootIdentifier else { continue }
            pendingByKey[key]?.elapsedAnchor = ElapsedAnchor(
                bootIdentifier: base.bootIdentifier,
                elapsed: scheduled.anchorDate.timeIntervalSince1970 - base.wallMinusElapsed)
            count += 1
        }
        return count
    }

    private static func fireOrder(_ a: ScheduledRequest, _ b: ScheduledRequest) -> Bool {
        (a.nextFireDate, a.appIdentifier, a.identifier) < (b.nextFireDate, b.appIdentifier, b.identifier)
    }
}
