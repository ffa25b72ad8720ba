import Foundation
import Synchronization
import TestSupport
import Testing

@testable import ChecklistsSync

/// Two syncs of one database never run at the same time.
@Suite("Sync: one at a time")
struct SyncLockTests {
    /// A second holder of the lock starts only when the first let it go.
    @Test func theSecondWaitsForTheFirst() async throws {
        let folder = try TemporaryFolder()
        let lock = SyncLock(path: folder.path("checklists.sqlite3.sync-lock"))
        let events = Mutex<[String]>([])
        let first = Thread {
            lock.holding {
                events.withLock { $0.append("first in") }
                Thread.sleep(forTimeInterval: 0.3)
                events.withLock { $0.append("first out") }
            }
        }
        first.start()
        try await Task.sleep(for: .milliseconds(100))
        lock.holding { events.withLock { $0.append("second in") } }
        #expect(events.withLock { $0 } == ["first in", "first out", "second in"])
    }
}
