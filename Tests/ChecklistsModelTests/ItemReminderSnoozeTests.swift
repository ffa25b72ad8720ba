import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

/// Item reminders carry the item category (Mark Done, Snooze), and a snooze shows the
/// reminder again after the chosen minutes, replacing any pending one.
@Suite("Item reminder snooze")
struct ItemReminderSnoozeTests {
    /// The snoozed request keeps the identifier, title, body and category, and fires after
    /// the given seconds once.
    @Test func snoozedRequest() {
        let item = ChecklistItem(
            id: 7, checklistID: 1, text: "Call Anna", isChecked: false, dueDate: nil, remindMe: true)
        let request = ItemReminder.snoozedRequest(for: item, after: 600)
        #expect(request.identifier == "7")
        #expect(request.content.title == "Reminder:" && request.content.body == "Call Anna")
        #expect(request.content.categoryIdentifier == ItemReminder.category)
        #expect(request.trigger == .timeInterval(TimeIntervalTrigger(interval: 600, repeats: false)))
    }

    /// A snooze length outside 1 to 240 minutes is refused before anything reaches remindd,
    /// however large (no overflow when it is turned into seconds).
    @Test(arguments: [0, -5, 241, Int.max, Int.min])
    func snoozeLengthIsChecked(_ minutes: Int) throws {
        let harness = try ModelHarness()
        let list = try harness.list()
        let item = try harness.item("Call Anna", in: list, due: "2026-07-01 10:00", remind: true)
        #expect(throws: ChecklistsError.settingsFile("the snooze length must be 1 to 240 minutes, not \(minutes)")) {
            try harness.model.snoozeReminder(of: item.id, forMinutes: minutes)
        }
        #expect(harness.reminders.calls.isEmpty)
    }

    /// The category's buttons are Mark Done and Snooze.
    @Test func categoryActions() {
        #expect(ItemReminder.actions.map(\.identifier) == ["mark-done", "snooze"])
        #expect(ItemReminder.actions.map(\.title) == ["Mark Done", "Snooze"])
    }
}
