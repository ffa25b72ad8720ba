import Foundation
import LocalNotifications
import NotificationStore
import Synchronization
import TestSupport
import Testing

/// A save in parts: nothing is pending until the commit, which saves every part at once;
/// a save dropped without its commit saves nothing.
@Suite struct StagedSaveTests {
    /// Commits `stage` and waits for the outcome, which comes on the save's own thread.
    static func commit(_ stage: any StagedSave) throws {
        let outcome = Mutex<Result<Void, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        stage.commit { result in
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        try outcome.withLock { $0 }?.get()
    }

    /// Parts staged are not pending; after the commit all are, a later part replacing an
    /// earlier request of the same identifier as `save` does.
    @Test func commitSavesEveryPartAtOnce() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.save([StoreFixtures.scheduled("kept", nextFire: StoreFixtures.date(10))])
        let stage = try repository.stagedSave()
        stage.add([StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(30))])
        stage.add([StoreFixtures.scheduled("b", nextFire: StoreFixtures.date(20))])
        stage.add([StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(40))])
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).map(\.identifier) == ["kept"])

        try Self.commit(stage)

        let pending = try repository.pending(appIdentifier: StoreFixtures.app)
        #expect(pending.map(\.identifier) == ["kept", "b", "a"])
        #expect(pending.last == StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(40)))
    }

    /// A save dropped before its commit (a request found invalid later) leaves nothing, and
    /// the next save starts empty.
    @Test func droppedSaveSavesNothing() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        do {
            let stage = try repository.stagedSave()
            stage.add([StoreFixtures.scheduled("dropped", nextFire: StoreFixtures.date(30))])
        }
        let next = try repository.stagedSave()
        next.add([StoreFixtures.scheduled("saved", nextFire: StoreFixtures.date(30))])
        try Self.commit(next)
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).map(\.identifier) == ["saved"])
    }

    /// Staged parts live in a temporary table of the save's own connection: the store's
    /// connection, or another one (remindd started again after a crash), finds none of them
    /// pending.
    @Test func stagedPartsAreSeenByNoOtherConnection() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let stage = try repository.stagedSave()
        stage.add([StoreFixtures.scheduled("lost", nextFire: StoreFixtures.date(30))])
        let other = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try other.pending(appIdentifier: StoreFixtures.app).isEmpty)
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).isEmpty)
    }
}
