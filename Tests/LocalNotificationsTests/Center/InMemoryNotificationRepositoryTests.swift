import Foundation
import LocalNotifications
import Testing

/// The in-memory repository keeps the protocol's promises, the claim above all.
@Suite("In-memory repository")
struct InMemoryNotificationRepositoryTests {
    /// A pending request due at `date` for `app`.
    func pending(_ identifier: String, app: String = "a", at date: Date) -> ScheduledRequest {
        ScheduledRequest(
            appIdentifier: app, request: makeRequest(identifier, interval(60, repeats: true)),
            anchorDate: date.addingTimeInterval(-60), nextFireDate: date)
    }

    /// A delivery of `scheduled`'s current occurrence.
    func delivery(of scheduled: ScheduledRequest) -> DeliveredNotification {
        DeliveredNotification(
            appIdentifier: scheduled.appIdentifier, request: scheduled.request,
            occurrenceDate: scheduled.nextFireDate, deliveredAt: scheduled.nextFireDate,
            late: false, missed: false, posted: false)
    }

    /// A claim succeeds once per occurrence and moves the request on; a second claim of the
    /// same occurrence, or of one the request no longer fires at, changes nothing.
    @Test func claimIsOncePerOccurrence() throws {
        let repository = InMemoryNotificationRepository()
        let date = try isoDate("2024-06-01T10:00:00+02:00")
        let scheduled = pending("r", at: date)
        try repository.save([scheduled])
        var advanced = scheduled
        advanced.nextFireDate = date.addingTimeInterval(60)
        advanced.lastFireDate = date

        #expect(try repository.claim(delivery(of: scheduled), advancing: advanced))
        #expect(try repository.claim(delivery(of: scheduled), advancing: advanced) == false)
        #expect(try repository.allPending() == [advanced])
        #expect(try repository.unposted().count == 1)

        var stale = delivery(of: scheduled)
        stale.occurrenceDate = date.addingTimeInterval(30)
        #expect(try repository.claim(stale, advancing: nil) == false)
        #expect(try repository.allPending() == [advanced])
    }

    /// Claiming with no advanced request removes the pending one.
    @Test func claimWithoutAdvanceRemoves() throws {
        let repository = InMemoryNotificationRepository()
        let scheduled = pending("r", at: try isoDate("2024-06-01T10:00:00+02:00"))
        try repository.save([scheduled])
        #expect(try repository.claim(delivery(of: scheduled), advancing: nil))
        #expect(try repository.allPending().isEmpty)
        #expect(try repository.earliestFireDate() == nil)
    }

    /// Pending lists are soonest first, then by app and identifier; due means at or before.
    @Test func pendingOrderAndDue() throws {
        let repository = InMemoryNotificationRepository()
        let ten = try isoDate("2024-06-01T10:00:00+02:00")
        let eleven = try isoDate("2024-06-01T11:00:00+02:00")
        try repository.save([
            pending("z", app: "b", at: ten), pending("late", at: eleven), pending("y", app: "a", at: ten),
        ])
        #expect(try repository.allPending().map { "\($0.appIdentifier)/\($0.identifier)" } == ["a/y", "b/z", "a/late"])
        #expect(try repository.pending(appIdentifier: "a").map(\.identifier) == ["y", "late"])
        #expect(try repository.pending(dueAt: ten).map(\.identifier) == ["y", "z"])
        #expect(try repository.pending(dueAt: ten.addingTimeInterval(-1)).isEmpty)
        #expect(try repository.earliestFireDate() == ten)
    }

    /// Removal returns how many went and touches only the named app.
    @Test func removalCounts() throws {
        let repository = InMemoryNotificationRepository()
        let date = try isoDate("2024-06-01T10:00:00+02:00")
        try repository.save([
            pending("x", app: "a", at: date), pending("y", app: "a", at: date), pending("x", app: "b", at: date),
        ])
        #expect(try repository.removePending(appIdentifier: "a", identifiers: ["x", "nope"]) == 1)
        #expect(try repository.allPending().map { "\($0.appIdentifier)/\($0.identifier)" } == ["a/y", "b/x"])
    }
}
