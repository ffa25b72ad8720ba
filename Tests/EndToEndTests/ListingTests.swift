import Foundation
import Testing

/// `pending` and `delivered` show a reminder on the right side of its due time.
@Suite("Pending and delivered listings")
struct ListingTests {
    /// Before it fires the reminder is pending with its content and due date; after, it is
    /// delivered, on time, and no longer pending.
    @Test func reminderMovesFromPendingToDelivered() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let before = Date()
            let notify = await session.run(
                ["notify", "--title", "Listed", "--body", "Listed body", "--in", "6s", "--id", "listed-1"])
            let after = Date()
            try #require(notify.status == 0, "\(notify)")
            #expect(try await session.delivered().isEmpty)

            let pending = try await session.pending()
            try #require(pending.count == 1, "\(pending)")
            let entry = pending[0]
            #expect(entry.id == "listed-1")
            #expect(entry.title == "Listed")
            #expect(entry.body == "Listed body")
            #expect(entry.repeats == false)
            let due = try #require(ListingEntries.date(entry.nextTriggerDate), "\(entry.nextTriggerDate)")
            // Six seconds leave a loaded machine time to list it before it fires.
            #expect(due > before.addingTimeInterval(5) && due <= after.addingTimeInterval(6))

            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(try await session.pending().isEmpty)
            let delivered = try await session.delivered()
            try #require(delivered.count == 1, "\(delivered)")
            #expect(delivered[0].id == "listed-1")
            #expect(delivered[0].title == "Listed")
            #expect(delivered[0].body == "Listed body")
            #expect(delivered[0].late == false)
            let deliveredAt = try #require(ListingEntries.date(delivered[0].deliveredAt), "\(delivered[0].deliveredAt)")
            #expect(deliveredAt >= due && deliveredAt <= Date())
        }
    }
}
