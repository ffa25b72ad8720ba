import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// A save in parts: nothing is pending until the commit, which saves every part at once;
/// a save dropped without its commit saves nothing.
@Suite struct StagedSaveTests {
    /// Parts staged are not pending; after the commit all are, a later part replacing an
    /// earlier request of the same identifier as `save` does.
    @Test func commitSavesEveryPartAtOnce() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.save([StoreFixtures.scheduled("kept", nextFire: StoreFixtures.date(10))])
        let stage = try repository.stagedSave()
        try stage.add([StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(30))])
        try stage.add([StoreFixtures.scheduled("b", nextFire: StoreFixtures.date(20))])
        try stage.add([StoreFixtures.scheduled("a", nextFire: StoreFixtures.date(40))])
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).map(\.identifier) == ["kept"])

        try stage.commit()

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
            try stage.add([StoreFixtures.scheduled("dropped", nextFire: StoreFixtures.date(30))])
        }
        let next = try repository.stagedSave()
        try next.add([StoreFixtures.scheduled("saved", nextFire: StoreFixtures.date(30))])
        try next.commit()
        #expect(try repository.pending(appIdentifier: StoreFixtures.app).map(\.identifier) == ["saved"])
    }

    /// Staged parts live in the connection's temporary table: another connection to the
    /// file (remindd started again after a crash) finds none of them pending.
    @Test func stagedPartsAreSeenByNoOtherConnection() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let stage = try repository.stagedSave()
        try stage.add([StoreFixtures.scheduled("lost", nextFire: StoreFixtures.date(30))])
        let other = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try other.pending(appIdentifier: StoreFixtures.app).isEmpty)
    }
}
