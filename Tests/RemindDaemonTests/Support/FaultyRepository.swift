import Foundation
import LocalNotifications

/// An in-memory repository whose writes, or reads, fail while the test says so, as a full
/// disk, a read-only file or a broken file makes the SQLite store fail.
final class FaultyRepository: NotificationRepository {
    /// The error every refused call throws.
    struct Refused: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    /// Where the state is kept.
    let stored = InMemoryNotificationRepository()
    /// Whether writes throw `Refused` (and change nothing).
    var refusesWrites = false
    /// Whether reads throw `Refused`.
    var refusesReads = false

    private func write<T>(_ body: () throws -> T) throws -> T {
        if refusesWrites { throw Refused() }
        return try body()
    }

    private func read<T>(_ body: () throws -> T) throws -> T {
        if refusesReads { throw Refused() }
        return try body()
    }

    func save(_ requests: [ScheduledRequest]) throws { try write { try stored.save(requests) } }
    func pending(appIdentifier: String) throws -> [ScheduledRequest] {
        try read { try stored.pending(appIdentifier: appIdentifier) }
    }
    func allPending() throws -> [ScheduledRequest] { try read { try stored.allPending() } }
    func pending(dueAt date: Date) throws -> [ScheduledRequest] { try read { try stored.pending(dueAt: date) } }
    func earliestFireDate() throws -> Date? { try read { try stored.earliestFireDate() } }
    func removePending(appIdentifier: String, identifiers: [String]) throws -> Int {
        try write { try stored.removePending(appIdentifier: appIdentifier, identifiers: identifiers) }
    }
    func removeAllPending(appIdentifier: String) throws {
        try write { try stored.removeAllPending(appIdentifier: appIdentifier) }
    }
    func claim(
        _ delivery: DeliveredNotification, expectedNextFireDate: Date, advancing advanced: ScheduledRequest?
    ) throws -> Bool {
        try write { try stored.claim(delivery, expectedNextFireDate: expectedNextFireDate, advancing: advanced) }
    }
    func markPosted(appIdentifier: String, identifier: String, occurrenceDate: Date) throws {
        try write {
            try stored.markPosted(appIdentifier: appIdentifier, identifier: identifier, occurrenceDate: occurrenceDate)
        }
    }
    func unposted() throws -> [DeliveredNotification] { try read { try stored.unposted() } }
    func delivered(appIdentifier: String) throws -> [DeliveredNotification] {
        try read { try stored.delivered(appIdentifier: appIdentifier) }
    }
    func removeDelivered(appIdentifier: String, identifiers: [String]) throws -> Int {
        try write { try stored.removeDelivered(appIdentifier: appIdentifier, identifiers: identifiers) }
    }
    func removeAllDelivered(appIdentifier: String) throws {
        try write { try stored.removeAllDelivered(appIdentifier: appIdentifier) }
    }
    func setCategories(_ categories: [NotificationCategory], appIdentifier: String) throws {
        try write { try stored.setCategories(categories, appIdentifier: appIdentifier) }
    }
    func categories(appIdentifier: String) throws -> [NotificationCategory] {
        try read { try stored.categories(appIdentifier: appIdentifier) }
    }
    func allCategories() throws -> [String: [NotificationCategory]] { try read { try stored.allCategories() } }
    func pausedUntil() throws -> Date? { try read { try stored.pausedUntil() } }
    func setPausedUntil(_ date: Date?) throws { try write { try stored.setPausedUntil(date) } }
}
