import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// The repository's pending requests in a real SQLite file: saving, replacing, ordering,
/// removing, and the queries the scheduler wakes up by.
@Suite struct PendingRequestTests {
    /// A saved request reads back equal in every field (its elapsed anchor too), its dates
    /// exact to the last bit.
    @Test func savedRequestRoundTripsExactly() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        var saved = StoreFixtures.scheduled(
            "exact", nextFire: Date(timeIntervalSinceReferenceDate: 800_000_000.987654321),
            anchor: Date(timeIntervalSinceReferenceDate: 799_999_000.000000123),
            lastFire: Date(timeIntervalSinceReferenceDate: 799_999_999.5), trigger: StoreFixtures.hourly)
        saved.elapsedAnchor = ElapsedAnchor(bootIdentifier: "4b1c-boot", elapsed: 12_345.678901234)
        let now = Date()

        try repository.save([saved, StoreFixtures.scheduled("now", nextFire: now, anchor: now)])
        let read = try repository.pending(appIdentifier: StoreFixtures.app)

        #expect(read.count == 2)
        #expect(read.first { $0.identifier == "exact" } == saved)
        #expect(read.first { $0.identifier == "now" }?.nextFireDate == now)
        #expect(read.first { $0.identifier == "now" }?.anchorDate == now)
        #expect(read.first { $0.identifier == "now" }?.lastFireDate == nil)
    }

    /// Saving a request with an identifier the app already uses replaces it; the same
    /// identifier of another app is a different request.
    @Test func saveReplacesByAppAndIdentifier() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let first = StoreFixtures.scheduled("same", nextFire: StoreFixtures.date(100))
        let other = StoreFixtures.scheduled("same", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(50))
        try repository.save([first, other])

        var replacement = StoreFixtures.scheduled(
            "same", nextFire: StoreFixtures.date(200), trigger: StoreFixtures.hourly)
        replacement.request.content.title = "Replaced"
        try repository.save([replacement])

        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == [replacement])
        #expect(try repository.pending(appIdentifier: StoreFixtures.otherApp) == [other])
        #expect(try repository.allPending().count == 2)
    }

    /// Within one `save`, a later request with the same identifier wins.
    @Test func laterDuplicateInOneSaveWins() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let older = StoreFixtures.scheduled("dup", nextFire: StoreFixtures.date(10))
        let newer = StoreFixtures.scheduled("dup", nextFire: StoreFixtures.date(20))

        try repository.save([older, newer])

        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == [newer])
    }

    /// An app's pending requests come soonest first, and all apps' together too.
    @Test func pendingIsSortedByNextFireDate() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let c = StoreFixtures.scheduled("c", nextFire: StoreFixtures.date(30))
        let a = StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(10))
        let b = StoreFixtures.scheduled("b", nextFire: StoreFixtures.date(20))
        let otherSoon = StoreFixtures.scheduled("z", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(15))
        try repository.save([c, otherSoon, a, b])

        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == [a, b, c])
        #expect(try repository.allPending() == [a, otherSoon, b, c])
    }

    /// One app's requests are invisible to another app's queries and removals.
    @Test func appsAreKeptApart() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let mine = StoreFixtures.scheduled("mine", nextFire: StoreFixtures.date(10))
        let theirs = StoreFixtures.scheduled("theirs", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(10))
        try repository.save([mine, theirs])

        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == [mine])
        #expect(try repository.pending(appIdentifier: StoreFixtures.otherApp) == [theirs])
        #expect(try repository.pending(appIdentifier: "org.example.nobody").isEmpty)
        #expect(try repository.removePending(appIdentifier: StoreFixtures.app, identifiers: ["theirs"]) == 0)
        try repository.removeAllPending(appIdentifier: StoreFixtures.app)
        #expect(try repository.allPending() == [theirs])
    }

    /// Removing by identifiers removes only those of that app and counts what went.
    @Test func removePendingByIdentifiersReturnsCount() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let a = StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(1))
        let b = StoreFixtures.scheduled("b", nextFire: StoreFixtures.date(2))
        let c = StoreFixtures.scheduled("c", nextFire: StoreFixtures.date(3))
        let otherA = StoreFixtures.scheduled("a", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(4))
        try repository.save([a, b, c, otherA])

        let removed = try repository.removePending(
            appIdentifier: StoreFixtures.app, identifiers: ["a", "missing", "c"])

        #expect(removed == 2)
        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == [b])
        #expect(try repository.pending(appIdentifier: StoreFixtures.otherApp) == [otherA])
        #expect(try repository.removePending(appIdentifier: StoreFixtures.app, identifiers: []) == 0)
    }

    /// Removing all of an app's pending requests leaves other apps' alone.
    @Test func removeAllPendingEmptiesOneApp() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let other = StoreFixtures.scheduled("x", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(5))
        try repository.save([
            StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(1)),
            StoreFixtures.scheduled("b", nextFire: StoreFixtures.date(2)), other,
        ])

        try repository.removeAllPending(appIdentifier: StoreFixtures.app)

        #expect(try repository.pending(appIdentifier: StoreFixtures.app).isEmpty)
        #expect(try repository.allPending() == [other])
    }

    /// The earliest fire date is nil when nothing is pending, else the exact minimum over all apps.
    @Test func earliestFireDateIsTheMinimumOverAllApps() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try repository.earliestFireDate() == nil)

        let soonest = Date(timeIntervalSinceReferenceDate: 757_382_399.000000321)
        try repository.save([
            StoreFixtures.scheduled("late", nextFire: StoreFixtures.date(500)),
            StoreFixtures.scheduled("soon", app: StoreFixtures.otherApp, nextFire: soonest),
            StoreFixtures.scheduled("mid", nextFire: StoreFixtures.date(100)),
        ])
        #expect(try repository.earliestFireDate() == soonest)

        try repository.removeAllPending(appIdentifier: StoreFixtures.otherApp)
        #expect(try repository.earliestFireDate() == StoreFixtures.date(100))
        try repository.removeAllPending(appIdentifier: StoreFixtures.app)
        #expect(try repository.earliestFireDate() == nil)
    }

    /// `pending(dueAt:)` returns the requests due at or before the date, soonest first,
    /// including one due exactly then and none due a fraction of a second later.
    @Test func pendingDueAtReturnsTheDueOnes() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let cutoff = StoreFixtures.date(100)
        let overdue = StoreFixtures.scheduled(
            "overdue", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(-3_600))
        let exactlyDue = StoreFixtures.scheduled("exact", nextFire: cutoff)
        let justAfter = StoreFixtures.scheduled("after", nextFire: cutoff.addingTimeInterval(0.001))
        let future = StoreFixtures.scheduled("future", nextFire: StoreFixtures.date(10_000))
        try repository.save([future, justAfter, exactlyDue, overdue])

        #expect(try repository.pending(dueAt: cutoff) == [overdue, exactlyDue])
        #expect(try repository.pending(dueAt: StoreFixtures.date(-7_200)).isEmpty)
        #expect(try repository.pending(dueAt: StoreFixtures.date(20_000)) == [overdue, exactlyDue, justAfter, future])
    }
}
