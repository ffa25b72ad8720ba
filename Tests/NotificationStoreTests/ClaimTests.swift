import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// Claiming an occurrence in a real SQLite file: it records the delivery and moves the
/// request on in one step, exactly once.
@Suite struct ClaimTests {
    /// Claiming a repeating request's occurrence advances its next fire date, sets its last
    /// fire date to the occurrence, and records the delivery.
    @Test func claimAdvancesARepeatingRequest() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let scheduled = StoreFixtures.scheduled(
            "hourly", nextFire: StoreFixtures.date(3_600), trigger: StoreFixtures.hourly)
        try repository.save([scheduled])
        let delivery = StoreFixtures.delivery(of: scheduled)
        let advanced = StoreFixtures.advanced(scheduled, to: StoreFixtures.date(7_200))

        #expect(try repository.claim(delivery, advancing: advanced))

        let pending = try repository.pending(appIdentifier: StoreFixtures.app)
        #expect(pending == [advanced])
        #expect(pending.first?.nextFireDate == StoreFixtures.date(7_200))
        #expect(pending.first?.lastFireDate == StoreFixtures.date(3_600))
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [delivery])
    }

    /// Claiming a one-shot's occurrence removes the request and records the delivery.
    @Test func claimRemovesAOneShot() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let scheduled = StoreFixtures.scheduled("once", nextFire: StoreFixtures.date(60))
        let bystander = StoreFixtures.scheduled("bystander", nextFire: StoreFixtures.date(60))
        try repository.save([scheduled, bystander])
        let delivery = StoreFixtures.delivery(of: scheduled, late: true)

        #expect(try repository.claim(delivery, advancing: nil))

        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == [bystander])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [delivery])
    }

    /// Claiming the same occurrence a second time returns false and changes nothing, for a
    /// repeating request and for a one-shot.
    @Test(arguments: [true, false])
    func sameClaimTwiceChangesNothing(repeating: Bool) throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let scheduled = StoreFixtures.scheduled(
            "twice", nextFire: StoreFixtures.date(3_600),
            trigger: repeating ? StoreFixtures.hourly : StoreFixtures.request("x").trigger)
        try repository.save([scheduled])
        let delivery = StoreFixtures.delivery(of: scheduled)
        let advanced = repeating ? StoreFixtures.advanced(scheduled, to: StoreFixtures.date(7_200)) : nil
        #expect(try repository.claim(delivery, advancing: advanced))
        let pendingAfterFirst = try repository.allPending()
        let deliveredAfterFirst = try repository.delivered(appIdentifier: StoreFixtures.app)

        var again = delivery
        again.deliveredAt = delivery.deliveredAt.addingTimeInterval(5)
        #expect(try repository.claim(again, advancing: advanced) == false)

        #expect(try repository.allPending() == pendingAfterFirst)
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == deliveredAfterFirst)
        #expect(try repository.unposted() == deliveredAfterFirst)
    }

    /// A claim whose occurrence is not the pending request's next fire date (the request was
    /// replaced or moved meanwhile, or is gone) returns false and changes nothing.
    @Test func claimOfAStaleOccurrenceChangesNothing() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let original = StoreFixtures.scheduled(
            "moved", nextFire: StoreFixtures.date(3_600), trigger: StoreFixtures.hourly)
        let moved = StoreFixtures.scheduled("moved", nextFire: StoreFixtures.date(5_400), trigger: StoreFixtures.hourly)
        try repository.save([moved])
        let stale = StoreFixtures.delivery(of: original)
        let missing = StoreFixtures.delivery(
            of: StoreFixtures.scheduled("missing", nextFire: StoreFixtures.date(3_600)))

        #expect(
            try repository.claim(stale, advancing: StoreFixtures.advanced(original, to: StoreFixtures.date(7_200)))
                == false)
        #expect(try repository.claim(stale, advancing: nil) == false)
        #expect(try repository.claim(missing, advancing: nil) == false)

        #expect(try repository.allPending() == [moved])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app).isEmpty)
        #expect(try repository.unposted().isEmpty)
    }

    /// A claim of the same request in another app does not touch this app's request.
    @Test func claimDoesNotCrossApps() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let mine = StoreFixtures.scheduled("shared", nextFire: StoreFixtures.date(60))
        try repository.save([mine])
        var theirs = mine
        theirs.appIdentifier = StoreFixtures.otherApp

        #expect(try repository.claim(StoreFixtures.delivery(of: theirs), advancing: nil) == false)

        #expect(try repository.allPending() == [mine])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.otherApp).isEmpty)
    }

    /// A newer occurrence of the same identifier replaces the older delivered row; other
    /// requests' deliveries stay.
    @Test func newerClaimReplacesTheOlderDelivery() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let first = StoreFixtures.scheduled(
            "hourly", nextFire: StoreFixtures.date(3_600), trigger: StoreFixtures.hourly)
        let other = StoreFixtures.scheduled("other", nextFire: StoreFixtures.date(1_800))
        try repository.save([first, other])
        let otherDelivery = StoreFixtures.delivery(of: other)
        #expect(try repository.claim(otherDelivery, advancing: nil))

        let second = StoreFixtures.advanced(first, to: StoreFixtures.date(7_200))
        let third = StoreFixtures.advanced(second, to: StoreFixtures.date(10_800))
        #expect(try repository.claim(StoreFixtures.delivery(of: first), advancing: second))
        let newer = StoreFixtures.delivery(of: second)
        #expect(try repository.claim(newer, advancing: third))

        let delivered = try repository.delivered(appIdentifier: StoreFixtures.app)
        #expect(delivered == [newer, otherDelivery])
        #expect(delivered.filter { $0.identifier == "hourly" }.map(\.occurrenceDate) == [StoreFixtures.date(7_200)])
        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == [third])
    }

    /// Once an occurrence is delivered, a request added again with the same identifier and
    /// the same fire date (the clock was set back) cannot claim that occurrence again: the
    /// claim returns false and changes nothing, as the protocol says.
    @Test func claimOfAnAlreadyDeliveredOccurrenceReturnsFalse() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let scheduled = StoreFixtures.scheduled("again", nextFire: StoreFixtures.date(600))
        try repository.save([scheduled])
        let delivery = StoreFixtures.delivery(of: scheduled)
        #expect(try repository.claim(delivery, advancing: nil))
        try repository.save([scheduled])

        var again = delivery
        again.deliveredAt = delivery.deliveredAt.addingTimeInterval(30)
        var claimed: Bool?
        #expect(throws: Never.self) { claimed = try repository.claim(again, advancing: nil) }
        #expect(claimed == false)

        #expect(try repository.allPending() == [scheduled])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [delivery])
    }

    /// Delivered keeps one row per request: a later claim replaces the earlier delivery even
    /// when its occurrence date is earlier (the request was added again after the clock was
    /// set back).
    @Test func laterClaimReplacesADeliveryWithALaterOccurrence() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let first = StoreFixtures.scheduled("reset", nextFire: StoreFixtures.date(600))
        try repository.save([first])
        #expect(try repository.claim(StoreFixtures.delivery(of: first), advancing: nil))

        let readded = StoreFixtures.scheduled("reset", nextFire: StoreFixtures.date(300))
        try repository.save([readded])
        let latest = StoreFixtures.delivery(of: readded)
        #expect(try repository.claim(latest, advancing: nil))

        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [latest])
        #expect(try repository.allPending().isEmpty)
    }
}
