import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// What the store writes is in the file: a new connection reads it back, and opening a
/// file of the current schema leaves it as it was.
@Suite struct PersistenceTests {
    /// Pending and delivered rows written through one connection read back the same after
    /// that connection is closed and the file is opened again.
    @Test func rowsSurviveReopening() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repeating = StoreFixtures.scheduled(
            "repeating", nextFire: StoreFixtures.date(3_600), trigger: StoreFixtures.hourly)
        let oneShot = StoreFixtures.scheduled("one-shot", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(60))
        let advanced = StoreFixtures.advanced(repeating, to: StoreFixtures.date(7_200))
        let repeatingDelivery = StoreFixtures.delivery(of: repeating, late: true)
        let oneShotDelivery = StoreFixtures.delivery(of: oneShot, posted: true)
        let waiting = StoreFixtures.scheduled("waiting", nextFire: StoreFixtures.date(86_400))

        do {
            let repository = try StoreFixtures.repository(at: directory.databasePath)
            try repository.save([repeating, oneShot, waiting])
            #expect(try repository.claim(repeatingDelivery, advancing: advanced))
            #expect(try repository.claim(oneShotDelivery, advancing: nil))
        }

        let reopened = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try reopened.database.integrityCheck() == "ok")
        #expect(try reopened.allPending() == [advanced, waiting])
        #expect(try reopened.earliestFireDate() == StoreFixtures.date(7_200))
        #expect(try reopened.delivered(appIdentifier: StoreFixtures.app) == [repeatingDelivery])
        #expect(try reopened.delivered(appIdentifier: StoreFixtures.otherApp) == [oneShotDelivery])
        #expect(try reopened.unposted() == [repeatingDelivery])
    }

    /// Opening, reading and closing a file that has the current schema does not change a
    /// byte of it, and leaves no WAL or shared-memory file behind.
    @Test func reopeningACurrentFileDoesNotChangeIt() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        do {
            let repository = try StoreFixtures.repository(at: directory.databasePath)
            try repository.save([StoreFixtures.scheduled("kept", nextFire: StoreFixtures.date(60))])
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: directory.databasePath))
        #expect(try directory.names() == ["remindd.sqlite3"])

        do {
            let repository = try StoreFixtures.repository(at: directory.databasePath)
            #expect(try repository.database.userVersion == NotificationDatabase.schema.currentVersion)
            #expect(try repository.allPending().map(\.identifier) == ["kept"])
        }

        let after = try Data(contentsOf: URL(fileURLWithPath: directory.databasePath))
        #expect(after == before)
        #expect(try directory.names() == ["remindd.sqlite3"])
    }
}
