import ChecklistsModel
import Foundation
import Testing

/// Opening or dismissing an item's popup is recorded as Thunderbird and Tasks.org read it.
@Suite("Model: acknowledging a reminder")
struct AcknowledgeTests {
    /// The acknowledgement is one X-MOZ-LASTACK line in UTC, replacing an earlier one; the
    /// item's other kept lines, text and reminders stay.
    @Test func theLastAcknowledgementIsKeptInUTC() throws {
        let harness = try ModelHarness()
        let item = try harness.item("Call mum", in: try harness.list(), due: "2026-06-15 18:00", remind: true)
        try harness.model.acknowledgeReminder(of: item.id)
        harness.clock.now = ModelHarness.date("2026-06-15 18:05")
        try harness.model.acknowledgeReminder(of: item.id)
        let stored = try #require(try harness.model.item(item.id))
        #expect(stored.extraProperties == ["X-MOZ-LASTACK:20260615T160500Z"])
        #expect(stored.text == "Call mum" && stored.reminders == item.reminders)
        #expect(harness.reminders.calls.isEmpty, "\(harness.reminders.calls)")
    }
}
