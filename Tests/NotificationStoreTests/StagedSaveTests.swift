import Foundation
import LocalNotifications
import Synchronization
import TestSupport
import Testing

@testable import NotificationStore

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

    /// Staged parts live in the save's memory: the store's connection, or another one
    /// (remindd started again after a crash), finds none of them pending.
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

    /// Saves back to back both land, written through one connection besides the store's,
    /// which empties the WAL and closes once no save has used it for a while.
    @Test func consecutiveSavesShareOneConnectionClosedWhenIdle() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        repository.stagedSaveWriter = StagedSaveWriter(path: directory.databasePath, idleTime: .milliseconds(200))
        for identifier in ["first", "second"] {
            let stage = try repository.stagedSave()
            stage.add([StoreFixtures.scheduled(identifier, nextFire: StoreFixtures.date(30))])
            try Self.commit(stage)
            #expect(repository.stagedSaveWriter.isOpen)
        }
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).map(\.identifier) == ["first", "second"])

        let deadline = ContinuousClock.now + .seconds(5)
        while repository.stagedSaveWriter.isOpen, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(!repository.stagedSaveWriter.isOpen)
        let wal = try FileManager.default.attributesOfItem(atPath: directory.databasePath + "-wal")
        #expect(wal[.size] as? Int == 0)
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).count == 2)
    }

    /// A commit that fails (here a row the file refuses) saves none of its rows, and the
    /// next save, on a new connection, saves its own.
    @Test func failedCommitSavesNothing() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.database.execute(
            """
            CREATE TRIGGER refuse BEFORE INSERT ON pending WHEN NEW.identifier = 'refused'
            BEGIN SELECT RAISE(ABORT, 'refused'); END
            """)
        let stage = try repository.stagedSave()
        stage.add(["before", "refused", "after"].map { StoreFixtures.scheduled($0, nextFire: StoreFixtures.date(30)) })
        #expect(throws: (any Error).self) { try Self.commit(stage) }
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).isEmpty)

        let next = try repository.stagedSave()
        next.add([StoreFixtures.scheduled("saved", nextFire: StoreFixtures.date(30))])
        try Self.commit(next)
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).map(\.identifier) == ["saved"])
    }
}
