import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

@Suite("Items that repeat")
struct RepeatingItemTests {
    let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }

    /// Every Tuesday, from Tuesday 2026-06-16 14:00, with reminders at the due time and 15 minutes before.
    private func weekly(count: Int? = nil, fromCompletion: Bool = false) throws -> ChecklistItem {
        var rule = RecurrenceRule(frequency: .weekly, weekdays: [.init(3)])
        if let count { rule.end = .count(count) }
        let draft = ItemDraft(
            text: "Team call", dueDate: ModelHarness.date("2026-06-16 14:00"),
            recurrence: ItemRepeat(rule: rule, fromCompletion: fromCompletion),
            reminders: [.atDue, .beforeDue(seconds: 900)])
        let item = try model.addItem(draft, to: harness.list().id)
        harness.reminders.reset()
        return item
    }

    private var scheduled: [(String, Date?)] {
        harness.reminders.calls.compactMap { call in
            guard case .schedule(let request) = call, case .calendar(let trigger) = request.trigger else { return nil }
            return (
                request.identifier,
                trigger.nextFireDate(after: ModelHarness.date("2026-01-01 00:00"), localTimeZone: ModelHarness.zone)
            )
        }
    }

    @Test("Checking off moves it to its next occurrence, unchecked, with both reminders scheduled for it")
    func checkOffMovesOn() throws {
        let item = try weekly()
        let moved = try model.setChecked(item.id, true)
        #expect(!moved.isChecked)
        #expect(moved.dueDate == ModelHarness.date("2026-06-23 14:00"))
        #expect(harness.reminders.calls.first == .cancel(["\(item.id)", "\(item.id)/2"]))
        #expect(scheduled.map(\.0) == ["\(item.id)", "\(item.id)/2"])
        #expect(scheduled.map(\.1) == [ModelHarness.date("2026-06-23 14:00"), ModelHarness.date("2026-06-23 13:45")])
        #expect(try model.item(item.id)?.dueDate == ModelHarness.date("2026-06-23 14:00"))
    }

    @Test("Unchecking right after brings the previous occurrence back, once")
    func uncheckBringsItBack() throws {
        let item = try weekly(count: 3)
        _ = try model.setChecked(item.id, true)
        let back = try model.setChecked(item.id, false)
        #expect(back.dueDate == ModelHarness.date("2026-06-16 14:00"))
        #expect(back.recurrence?.rule.end == .count(3))
        #expect(scheduled.last.map(\.1) == ModelHarness.date("2026-06-16 13:45"))
        let again = try model.setChecked(item.id, false)
        #expect(again.dueDate == ModelHarness.date("2026-06-16 14:00"), "a second uncheck changes nothing")
    }

    @Test("Any other edit forgets the occurrence a check-off moved on from")
    func editForgetsPrevious() throws {
        let item = try weekly()
        let moved = try model.setChecked(item.id, true)
        var draft = moved.draft
        draft.text = "Team call (video)"
        _ = try model.updateItem(item.id, with: draft)
        #expect(try model.setChecked(item.id, false).dueDate == ModelHarness.date("2026-06-23 14:00"))
    }

    @Test("The last occurrence of a counted series is checked off for good, its reminders cancelled")
    func lastOccurrence() throws {
        let item = try weekly(count: 2)
        let second = try model.setChecked(item.id, true)
        #expect(second.recurrence?.rule.end == .count(1))
        harness.reminders.reset()
        let done = try model.setChecked(item.id, true)
        #expect(done.isChecked)
        #expect(done.dueDate == ModelHarness.date("2026-06-23 14:00"))
        #expect(done.completedAt == harness.clock.now)
        #expect(harness.reminders.calls == [.cancel(["\(item.id)", "\(item.id)/2"])])
    }

    @Test("Missed occurrences are skipped: the next is the first after now")
    func missedOccurrencesAreSkipped() throws {
        let item = try weekly(count: 10)
        harness.clock.now = ModelHarness.date("2026-07-08 09:00")
        let moved = try model.setChecked(item.id, true)
        #expect(moved.dueDate == ModelHarness.date("2026-07-14 14:00"))
        #expect(moved.recurrence?.rule.end == .count(6))
    }

    @Test("From completion, the next due date counts from the day it was checked off")
    func fromCompletion() throws {
        var rule = RecurrenceRule(frequency: .daily, interval: 3)
        rule.end = .never
        let item = try model.addItem(
            ItemDraft(
                text: "Water the plants", dueDate: ModelHarness.date("2026-06-15 18:00"),
                recurrence: ItemRepeat(rule: rule, fromCompletion: true), reminders: [.atDue]),
            to: harness.list().id)
        harness.clock.now = ModelHarness.date("2026-06-17 08:00")
        #expect(try model.setChecked(item.id, true).dueDate == ModelHarness.date("2026-06-20 18:00"))
    }

    @Test("A repeat without a due date, or with a rule the core refuses, is refused and nothing is stored")
    func refusals() throws {
        let list = try harness.list()
        let daily = ItemRepeat(rule: RecurrenceRule(frequency: .daily))
        #expect(throws: ChecklistsError.dueDateNeeded("a repeat needs a due date")) {
            try model.addItem(ItemDraft(text: "x", dueDate: nil, recurrence: daily, reminders: []), to: list.id)
        }
        let broken = ItemRepeat(rule: RecurrenceRule(frequency: .daily, interval: 0))
        #expect(throws: ChecklistsError.self) {
            try model.addItem(
                ItemDraft(text: "x", dueDate: ModelHarness.date("2026-06-16 14:00"), recurrence: broken, reminders: []),
                to: list.id)
        }
        #expect(try model.items(in: list.id).isEmpty)
    }

    @Test("The rule is stored anchored at the due date, and read back the same after a restart")
    func storedRule() throws {
        let list = try harness.list()
        let item = try model.addItem(
            ItemDraft(
                text: "Rent", dueDate: ModelHarness.date("2026-06-30 09:00"),
                recurrence: ItemRepeat(rule: RecurrenceRule(frequency: .monthly)), reminders: []),
            to: list.id)
        #expect(item.recurrence?.rule.rrule == "FREQ=MONTHLY;BYMONTHDAY=30")
        try harness.reopen()
        #expect(try harness.model.item(item.id)?.recurrence == item.recurrence)
    }
}
