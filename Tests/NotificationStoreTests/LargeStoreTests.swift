import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// Ten thousand pending requests saved at once: nothing lost, and the queries still exact.
@Suite struct LargeStoreTests {
    /// How many requests the test saves.
    static let count = 10_000

    /// All 10 000 read back equal, the earliest fire date is their minimum, and
    /// `pending(dueAt:)` returns exactly those due, soonest first.
    @Test func tenThousandPendingRequests() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        var generator = SystemRandomNumberGenerator()
        let requests = (0..<Self.count).map { index in
            StoreFixtures.scheduled(
                "request-\(index)", app: index % 3 == 0 ? StoreFixtures.otherApp : StoreFixtures.app,
                nextFire: StoreFixtures.date(Double.random(in: -86_400...86_400, using: &generator)),
                trigger: index % 2 == 0 ? StoreFixtures.hourly : StoreFixtures.request("x").trigger)
        }

        try repository.save(requests)

        let all = try repository.allPending()
        #expect(all.count == Self.count)
        #expect(Set(all) == Set(requests))
        #expect(all.map(\.nextFireDate) == all.map(\.nextFireDate).sorted())
        let expectedEarliest = try #require(requests.map(\.nextFireDate).min())
        #expect(try repository.earliestFireDate() == expectedEarliest)

        let cutoff = StoreFixtures.date(0)
        let due = try repository.pending(dueAt: cutoff)
        let expectedDue = requests.filter { $0.nextFireDate <= cutoff }
        #expect(!expectedDue.isEmpty && expectedDue.count < Self.count)
        #expect(due.count == expectedDue.count)
        #expect(Set(due) == Set(expectedDue))
        #expect(due.map(\.nextFireDate) == due.map(\.nextFireDate).sorted())
        #expect(
            try repository.pending(appIdentifier: StoreFixtures.otherApp).count
                == requests.filter { $0.appIdentifier == StoreFixtures.otherApp }.count)
    }
}
