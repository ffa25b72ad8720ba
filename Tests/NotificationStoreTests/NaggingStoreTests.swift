import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// The repeats of popups the user has not acted on yet, in a real SQLite file.
@Suite struct NaggingStoreTests {
    /// A claimed delivery of a nagging request nags from an interval after it was delivered;
    /// the repeats move on and survive reopening the file; a repeat that fired is not posted
    /// until its popup is (so a crash before posts it at the next start); a stop ends them.
    @Test func claimedDeliveryNagsUntilStopped() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        var pills = StoreFixtures.scheduled("pills", nextFire: StoreFixtures.date(300))
        pills.request.repeatInterval = 600
        pills.request.repeatCount = 2
        let delivery = StoreFixtures.delivery(of: pills, deliveredAt: StoreFixtures.date(300))
        do {
            let repository = try StoreFixtures.repository(at: directory.databasePath)
            try repository.save([pills, StoreFixtures.scheduled("plain", nextFire: StoreFixtures.date(100))])
            #expect(try repository.claim(delivery, expectedNextFireDate: StoreFixtures.date(300), advancing: nil))
            #expect(try repository.earliestNag() == StoreFixtures.date(900))
            #expect(try repository.nagging(dueAt: StoreFixtures.date(899)).isEmpty)
            let due = try repository.nagging(dueAt: StoreFixtures.date(900))
            #expect(due.map(\.remaining) == [2])
            #expect(due.map(\.delivery.request.repeatInterval) == [600])
            try repository.markPosted([delivery])
            #expect(try repository.unposted().isEmpty)
            try repository.renag(delivery, to: due[0].afterRepeat(at: StoreFixtures.date(900)), reposting: true)
        }
        let reopened = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try reopened.unposted().map(\.identifier) == ["pills"])
        let moved = try reopened.nagging(dueAt: StoreFixtures.date(1_500))
        try reopened.markPosted([delivery])
        try reopened.renag(delivery, to: moved[0], reposting: false)
        #expect(try reopened.unposted().isEmpty)
        #expect(try reopened.earliestNag() == StoreFixtures.date(1_500))
        #expect(try reopened.nagging(dueAt: StoreFixtures.date(1_500)).map(\.remaining) == [1])
        #expect(try reopened.stopNagging(appIdentifier: StoreFixtures.app, identifiers: ["pills"]) == 1)
        #expect(try reopened.earliestNag() == nil)
        #expect(try reopened.delivered(appIdentifier: StoreFixtures.app).map(\.identifier) == ["pills"])
    }
}
