import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// Delivered notifications in a real SQLite file: posting state, order and removal.
@Suite struct DeliveredNotificationTests {
    /// Saves one-shots `identifiers` of `app`, each due `spacing` seconds after the last,
    /// claims each, and returns the deliveries in claim order.
    private func claimOneShots(
        _ identifiers: [String], app: String = StoreFixtures.app, spacing: TimeInterval = 60,
        in repository: SQLiteNotificationRepository
    ) throws -> [DeliveredNotification] {
        var deliveries: [DeliveredNotification] = []
        for (offset, identifier) in identifiers.enumerated() {
            let scheduled = StoreFixtures.scheduled(
                identifier, app: app, nextFire: StoreFixtures.date(Double(offset) * spacing))
            try repository.save([scheduled])
            let delivery = StoreFixtures.delivery(of: scheduled)
            #expect(try repository.claim(delivery, advancing: nil))
            deliveries.append(delivery)
        }
        return deliveries
    }

    /// Unposted deliveries come oldest first across apps; a missed one (posted already) is not
    /// among them; marking one posted takes it out and shows in `delivered`.
    @Test func markPostedTakesADeliveryOutOfUnposted() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let older = StoreFixtures.scheduled("older", nextFire: StoreFixtures.date(10))
        let newer = StoreFixtures.scheduled("newer", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(20))
        let missed = StoreFixtures.scheduled("missed", nextFire: StoreFixtures.date(5))
        try repository.save([older, newer, missed])
        let newerDelivery = StoreFixtures.delivery(of: newer)
        let olderDelivery = StoreFixtures.delivery(of: older)
        let missedDelivery = StoreFixtures.delivery(of: missed, late: true, missed: true, posted: true)
        #expect(try repository.claim(newerDelivery, advancing: nil))
        #expect(try repository.claim(olderDelivery, advancing: nil))
        #expect(try repository.claim(missedDelivery, advancing: nil))

        #expect(try repository.unposted() == [olderDelivery, newerDelivery])

        try repository.markPosted([olderDelivery])
        #expect(try repository.unposted() == [newerDelivery])
        var postedOlder = olderDelivery
        postedOlder.posted = true
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app).contains(postedOlder))

        // Another occurrence date or another app marks nothing.
        var otherApp = newerDelivery
        otherApp.appIdentifier = StoreFixtures.app
        var otherDate = newerDelivery
        otherDate.occurrenceDate = StoreFixtures.date(21)
        try repository.markPosted([otherApp, otherDate])
        #expect(try repository.unposted() == [newerDelivery])

        try repository.markPosted([newerDelivery])
        #expect(try repository.unposted().isEmpty)
    }

    /// An app's delivered notifications come newest first, with no other app's among them,
    /// and every field reads back exactly.
    @Test func deliveredIsNewestFirst() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let deliveries = try claimOneShots(["first", "second", "third"], in: repository)
        let others = try claimOneShots(["elsewhere"], app: StoreFixtures.otherApp, in: repository)

        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == deliveries.reversed())
        #expect(try repository.delivered(appIdentifier: StoreFixtures.otherApp) == others)
        #expect(try repository.delivered(appIdentifier: "org.example.nobody").isEmpty)
    }

    /// Removing delivered notifications by identifier counts what went and keeps the rest
    /// and other apps'.
    @Test func removeDeliveredByIdentifiersReturnsCount() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let deliveries = try claimOneShots(["a", "b", "c"], in: repository)
        let others = try claimOneShots(["a"], app: StoreFixtures.otherApp, in: repository)

        let removed = try repository.removeDelivered(
            appIdentifier: StoreFixtures.app, identifiers: ["a", "c", "missing"])

        #expect(removed == 2)
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [deliveries[1]])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.otherApp) == others)
    }

    /// Removing all of an app's delivered notifications leaves other apps' alone.
    @Test func removeAllDeliveredEmptiesOneApp() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        _ = try claimOneShots(["a", "b"], in: repository)
        let others = try claimOneShots(["x"], app: StoreFixtures.otherApp, in: repository)

        try repository.removeAllDelivered(appIdentifier: StoreFixtures.app)

        #expect(try repository.delivered(appIdentifier: StoreFixtures.app).isEmpty)
        #expect(try repository.delivered(appIdentifier: StoreFixtures.otherApp) == others)
        #expect(try repository.unposted() == others)
    }
}
