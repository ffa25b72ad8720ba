import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// The requests that wake the computer, in a real SQLite file.
@Suite struct SystemWakeStoreTests {
    /// The soonest waking request is found among the others, through a claim that moves it
    /// on and after a staged save; it reads back waking, and the others not.
    @Test func soonestWakingRequestIsFound() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        var pills = StoreFixtures.scheduled("pills", nextFire: StoreFixtures.date(300), trigger: StoreFixtures.hourly)
        pills.request.wakesSystem = true
        try repository.save([StoreFixtures.scheduled("plain", nextFire: StoreFixtures.date(100)), pills])
        #expect(try repository.earliestSystemWake() == StoreFixtures.date(300))
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).map(\.request.wakesSystem) == [false, true])

        let moved = StoreFixtures.advanced(pills, to: StoreFixtures.date(3_900))
        let claimed = try repository.claim(
            StoreFixtures.delivery(of: pills),
            expectedNextFireDate: StoreFixtures.date(300), advancing: moved)
        #expect(claimed)
        #expect(try repository.earliestSystemWake() == StoreFixtures.date(3_900))

        var train = StoreFixtures.scheduled("train", nextFire: StoreFixtures.date(200))
        train.request.wakesSystem = true
        let stage = try repository.stagedSave()
        stage.add([train])
        try StagedSaveTests.commit(stage)
        #expect(try repository.earliestSystemWake() == StoreFixtures.date(200))
        _ = try repository.removePending(appIdentifier: StoreFixtures.app, identifiers: ["train", "pills"])
        #expect(try repository.earliestSystemWake() == nil)
    }
}
