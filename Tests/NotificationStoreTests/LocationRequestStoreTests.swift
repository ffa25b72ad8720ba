import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// Location requests in a real SQLite file: kept with their region state, never due by
/// time, and their state moved on by a claim.
@Suite struct LocationRequestStoreTests {
    static let region = NotificationTrigger.location(
        LocationTrigger(latitude: 52.52, longitude: 13.405, radius: 150, notifyOnExit: true, repeats: true))

    static func located(_ identifier: String, state: RegionState) -> ScheduledRequest {
        ScheduledRequest(
            appIdentifier: StoreFixtures.app, request: StoreFixtures.request(identifier, trigger: region),
            anchorDate: StoreFixtures.date(), nextFireDate: ScheduledRequest.locationFireDate, regionState: state)
    }

    /// A location request reads back with its trigger and state, and a timed one with none.
    @Test func roundTripsTheRegionState() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let timed = StoreFixtures.scheduled("tea", nextFire: StoreFixtures.date(60))
        try repository.save([Self.located("office", state: .inside), timed])

        let reopened = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try reopened.allPending() == [timed, Self.located("office", state: .inside)])
    }

    /// The timer's queries leave location requests out, even at the end of time.
    @Test func isNeverDueByTime() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.save([Self.located("office", state: .unknown)])
        #expect(try repository.earliestFireDate() == nil)
        #expect(try repository.pending(dueAt: TimeBounds.latest).isEmpty)
        let timed = StoreFixtures.scheduled("tea", nextFire: StoreFixtures.date(60))
        try repository.save([timed])
        #expect(try repository.earliestFireDate() == StoreFixtures.date(60))
        #expect(try repository.pending(dueAt: TimeBounds.latest) == [timed])
    }

    /// A claim of a repeating location request records the delivery and stores the new state.
    @Test func claimStoresTheNewState() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let before = Self.located("office", state: .outside)
        try repository.save([before])
        var after = before
        after.regionState = .inside
        after.lastFireDate = StoreFixtures.date(30)
        let delivery = DeliveredNotification(
            appIdentifier: StoreFixtures.app, request: before.request, occurrenceDate: StoreFixtures.date(30),
            deliveredAt: StoreFixtures.date(30), late: false, missed: false, posted: false)

        #expect(try repository.claim(delivery, expectedNextFireDate: before.nextFireDate, advancing: after))

        #expect(try StoreFixtures.repository(at: directory.databasePath).allPending() == [after])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [delivery])
    }
}
