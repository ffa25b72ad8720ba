import Foundation
import Testing

/// A reminder scheduled a moment ahead reaches the notification server on time.
@Suite("Timed delivery")
struct DeliveryTests {
    /// `notify --in 2s` gives exactly one Notify call at the due time, with the content and
    /// the hints the user's desktop needs, and dunst shows it.
    @Test func scheduledReminderReachesDunst() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let before = Date()
            let notify = await session.run(["notify", "--title", "T", "--body", "B", "--in", "2s"])
            let after = Date()
            try #require(notify.status == 0, "\(notify)")
            let pending = try await session.pending()
            try #require(pending.count == 1, "\(pending)")
            #expect(pending[0].id == notify.line)
            let printedDue = try #require(ListingEntries.date(pending[0].nextTriggerDate))

            let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(15))
            try #require(calls.count == 1, "\(session.diagnostics)")
            let call = calls[0]
            #expect(call.appName == "Checklists")
            #expect(call.summary == "T")
            #expect(call.body == "B")
            #expect(call.urgency == 1)
            #expect(call.desktopEntry == "org.checklists.Checklists")
            #expect(call.soundName != nil)
            #expect(call.category == "x-remindd.reminder")

            // The due time is 2 s after the request was added, between `before` and `after`;
            // `pending` prints it to the second (truncated).
            let earliestDue = max(printedDue, before.addingTimeInterval(2))
            let latestDue = min(printedDue.addingTimeInterval(1), after.addingTimeInterval(2))
            #expect(
                call.date >= earliestDue,
                "posted \(call.timestamp), due at the earliest \(earliestDue.timeIntervalSince1970)")
            #expect(
                call.date.timeIntervalSince(latestDue) <= 1.5,
                "posted \(call.timestamp), due at the latest \(latestDue.timeIntervalSince1970)")

            let shown = await session.waitUntil(timeout: .seconds(8)) { await session.displayedCount() == 1 }
            let displayed = await session.displayedCount()
            #expect(shown, "dunstctl count displayed: \(String(describing: displayed))")
            try await session.pause(.seconds(1))
            #expect(try session.notifyCalls().count == 1, "\(session.diagnostics)")
        }
    }
}
