import Foundation
import LocalNotifications

/// An in-memory repository whose writes, or reads, fail while the test says so, as a full
/// disk, a read-only file or a broken file makes the SQLite store fail.
public final class FaultyRepository: NotificationRepository {
    /// The error every refused call throws.
    public struct Refused: Error, CustomStringConvertible {
        /// The message, as the store's for a full disk.
        public var description: String { "the disk is full" }
    }

    /// A repository that refuses nothing until the test says so.
    public init() {}

    /// Where the state is kept.
    public let stored = InMemoryNotificationRepository()
    /// Whether writes throw `Refused` (and change nothing).
    public var refusesWrites = false
    /// Whether reads throw `Refused`.
    public var refusesReads = false

    private func write<T>(_ body: () throws -> T) throws -> T {
        if refusesWrites { throw Refused() }
        return try body()
    }

    private func read<T>(_ body: () throws -> T) throws -> T {
        if refusesReads { throw Refused() }
        return try body()
    }

    /// Saves requests, unless writes are refused.
    public func save(_ requests: [ScheduledRequest]) throws { try write { try stored.save(requests) } }
    /// The app's pending requests, unless reads are refused.
    public func pending(appIdentifier: String) throws -> [ScheduledRequest] {
        try read { try stored.pending(appIdentifier: appIdentifier) }
    }
    /// Every pending request, unless reads are refused.
    public func allPending() throws -> [ScheduledRequest] { try read { try stored.allPending() } }
    /// How many pages of every pending request were read: a walk over all of them.
    public private(set) var pagesRead = 0
    /// A page of every pending request, unless reads are refused.
    public func pendingPage(after key: PendingKey?, limit: Int) throws -> PendingPage {
        pagesRead += 1
        return try read { try stored.pendingPage(after: key, limit: limit) }
    }
    /// A page of the app's pending requests, unless reads are refused.
    public func pending(appIdentifier: String, offset: Int, limit: Int) throws -> [ScheduledRequest] {
        try read { try stored.pending(appIdentifier: appIdentifier, offset: offset, limit: limit) }
    }
    /// A page of the app's delivered notifications, unless reads are refused.
    public func delivered(appIdentifier: String, offset: Int, limit: Int) throws -> [DeliveredNotification] {
        try read { try stored.delivered(appIdentifier: appIdentifier, offset: offset, limit: limit) }
    }
    /// The time base, unless reads are refused.
    public func timeBase() throws -> TimeBase? { try read { try stored.timeBase() } }
    /// Saves the time base, unless writes are refused.
    public func setTimeBase(_ base: TimeBase) throws { try write { try stored.setTimeBase(base) } }
    /// Anchors interval requests in `base`'s boot, unless writes are refused.
    public func reanchorIntervals(in base: TimeBase) throws -> Int {
        try write { try stored.reanchorIntervals(in: base) }
    }
    /// The requests due at `date`, unless reads are refused.
    public func pending(dueAt date: Date) throws -> [ScheduledRequest] { try read { try stored.pending(dueAt: date) } }
    /// The pending location requests, unless reads are refused.
    public func pendingLocationRequests() throws -> [ScheduledRequest] {
        try read { try stored.pendingLocationRequests() }
    }
    /// The earliest next fire date, unless reads are refused.
    public func earliestFireDate() throws -> Date? { try read { try stored.earliestFireDate() } }
    /// How many pending requests the app has, unless reads are refused.
    public func pendingCount(appIdentifier: String) throws -> Int {
        try read { try stored.pendingCount(appIdentifier: appIdentifier) }
    }
    /// How many of these identifiers are pending, unless reads are refused.
    public func pendingCount(appIdentifier: String, among identifiers: [String]) throws -> Int {
        try read { try stored.pendingCount(appIdentifier: appIdentifier, among: identifiers) }
    }
    /// The earliest request that wakes the computer, unless reads are refused.
    public func earliestSystemWake() throws -> Date? { try read { try stored.earliestSystemWake() } }
    /// Removes pending requests, unless writes are refused.
    public func removePending(appIdentifier: String, identifiers: [String]) throws -> Int {
        try write { try stored.removePending(appIdentifier: appIdentifier, identifiers: identifiers) }
    }
    /// Removes the app's pending requests, unless writes are refused.
    public func removeAllPending(appIdentifier: String) throws {
        try write { try stored.removeAllPending(appIdentifier: appIdentifier) }
    }
    /// Claims an occurrence, unless writes are refused.
    public func claim(
        _ delivery: DeliveredNotification, expectedNextFireDate: Date, advancing advanced: ScheduledRequest?
    ) throws -> Bool {
        try write { try stored.claim(delivery, expectedNextFireDate: expectedNextFireDate, advancing: advanced) }
    }
    /// The earliest nag, unless reads are refused.
    public func earliestNag() throws -> Date? { try read { try stored.earliestNag() } }
    /// The due nagging popups, unless reads are refused.
    public func nagging(dueAt date: Date) throws -> [NaggingPopup] { try read { try stored.nagging(dueAt: date) } }
    /// Moves a nagging popup on, unless writes are refused.
    public func renag(_ delivery: DeliveredNotification, to next: NaggingPopup?, reposting: Bool) throws {
        try write { try stored.renag(delivery, to: next, reposting: reposting) }
    }
    /// Ends nagging, unless writes are refused.
    public func stopNagging(appIdentifier: String, identifiers: [String]?) throws -> Int {
        try write { try stored.stopNagging(appIdentifier: appIdentifier, identifiers: identifiers) }
    }
    /// Marks occurrences posted, unless writes are refused.
    public func markPosted(_ deliveries: [DeliveredNotification]) throws {
        try write { try stored.markPosted(deliveries) }
    }
    /// The unposted occurrences, unless reads are refused.
    public func unposted() throws -> [DeliveredNotification] { try read { try stored.unposted() } }
    /// The app's delivered notifications, unless reads are refused.
    public func delivered(appIdentifier: String) throws -> [DeliveredNotification] {
        try read { try stored.delivered(appIdentifier: appIdentifier) }
    }
    /// Removes delivered notifications, unless writes are refused.
    public func removeDelivered(appIdentifier: String, identifiers: [String]) throws -> Int {
        try write { try stored.removeDelivered(appIdentifier: appIdentifier, identifiers: identifiers) }
    }
    /// Removes the app's delivered notifications, unless writes are refused.
    public func removeAllDelivered(appIdentifier: String) throws {
        try write { try stored.removeAllDelivered(appIdentifier: appIdentifier) }
    }
    /// Replaces the app's categories, unless writes are refused.
    public func setCategories(_ categories: [NotificationCategory], appIdentifier: String) throws {
        try write { try stored.setCategories(categories, appIdentifier: appIdentifier) }
    }
    /// The app's categories, unless reads are refused.
    public func categories(appIdentifier: String) throws -> [NotificationCategory] {
        try read { try stored.categories(appIdentifier: appIdentifier) }
    }
    /// Every app's categories, unless reads are refused.
    public func allCategories() throws -> [String: [NotificationCategory]] { try read { try stored.allCategories() } }
    /// The end of the pause, unless reads are refused.
    public func pausedUntil() throws -> Date? { try read { try stored.pausedUntil() } }
    /// Saves the end of the pause, unless writes are refused.
    public func setPausedUntil(_ date: Date?) throws { try write { try stored.setPausedUntil(date) } }
}
