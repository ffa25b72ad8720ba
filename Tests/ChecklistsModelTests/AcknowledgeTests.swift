import ChecklistsModel
import Foundation
import LocalNotifications
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

    /// Another device's acknowledgement synced in cancels the item's reminders here (their
    /// RemovePending ends remindd's repeats of a popup still coming), and the ones to come
    /// are scheduled again, still nagging.
    @Test func acknowledgementSyncedInCancelsTheRepeats() throws {
        let harness = try ModelHarness()
        let list = try harness.list()
        var draft = ItemDraft(text: "Take the pills", dueDate: ModelHarness.date("2026-06-15 18:00"), remindMe: true)
        draft.nagInterval = 600
        let item = try harness.model.addItem(draft, to: list.id)
        harness.reminders.reset()
        _ = try harness.model.applySynced(
            [
                ImportedItem(
                    uid: item.uid, draft: draft, modified: harness.clock.now,
                    extraProperties: ["X-MOZ-LASTACK:20260615T160500Z"])
            ], into: list.id)
        guard case .cancel(let identifiers) = harness.reminders.calls.first else {
            Issue.record("a cancel first: \(harness.reminders.calls)")
            return
        }
        #expect(identifiers == ["\(item.id)"])
        let scheduled = harness.reminders.scheduled
        #expect(scheduled.map(\.repeatInterval) == [600])
    }
}
