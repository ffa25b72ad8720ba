import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

/// The reminders of a repeating item follow each occurrence: those before the due time count
/// from it anyway, those at a fixed date and time move with it, and a start other apps wrote
/// keeps its distance to the due date.
@Suite("Reminders of items that repeat")
struct RepeatingRemindersTests {
    let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }

    private var weekly: ItemRepeat { ItemRepeat(rule: RecurrenceRule(frequency: .weekly, weekdays: [.init(3)])) }

    /// The fire dates of the requests scheduled since the last reset.
    private var scheduled: [Date?] {
        harness.reminders.calls.compactMap { call in
            guard case .schedule(let request) = call, case .calendar(let trigger) = request.trigger else { return nil }
            return trigger.nextFireDate(after: ModelHarness.date("2026-01-01 00:00"), localTimeZone: ModelHarness.zone)
        }
    }

    @Test("A fixed-time reminder moves with the item by as much as its due date, and back on an uncheck")
    func fixedReminderMoves() throws {
        let draft = ItemDraft(
            text: "Put the bins out", dueDate: ModelHarness.date("2026-06-16 19:00"), recurrence: weekly,
            reminders: [.at(ModelHarness.date("2026-06-16 08:00")), .beforeDue(seconds: 900)])
        let item = try model.addItem(draft, to: harness.list().id)
        harness.reminders.reset()
        let moved = try model.setChecked(item.id, true)
        #expect(moved.dueDate == ModelHarness.date("2026-06-23 19:00"))
        #expect(moved.reminders == [.at(ModelHarness.date("2026-06-23 08:00")), .beforeDue(seconds: 900)])
        #expect(scheduled == [ModelHarness.date("2026-06-23 08:00"), ModelHarness.date("2026-06-23 18:45")])
        harness.reminders.reset()
        let back = try model.setChecked(item.id, false)
        #expect(back.reminders == draft.reminders)
        #expect(scheduled == [ModelHarness.date("2026-06-16 08:00"), ModelHarness.date("2026-06-16 18:45")])
    }

    @Test("Another app's start moves with the due date, its relative reminder follows, both survive a restart")
    func startAndRelativeReminderFollow() throws {
        let start = ItemStart(lead: 0, remindersFromStart: true)
        let imported = ImportedItem(
            uid: "bins",
            draft: ItemDraft(
                text: "Put the bins out", dueDate: ModelHarness.date("2026-06-16 19:00"), recurrence: weekly,
                reminders: [.beforeDue(seconds: 1_800)]), start: start)
        _ = try model.importItems([(name: "Home", items: [imported])])
        let item = try #require(try model.item(uid: "bins"))
        #expect(item.start == start)
        harness.reminders.reset()
        let moved = try model.setChecked(item.id, true)
        #expect(moved.dueDate == ModelHarness.date("2026-06-23 19:00"))
        #expect(moved.reminders == [.beforeDue(seconds: 1_800)])
        #expect(scheduled == [ModelHarness.date("2026-06-23 18:30")])
        try harness.reopen()
        #expect(try harness.model.item(item.id)?.start == start)
        var draft = moved.draft
        draft.dueDate = nil
        draft.recurrence = nil
        draft.reminders = []
        #expect(try harness.model.updateItem(item.id, with: draft).start == nil, "no due date, no start")
    }
}
