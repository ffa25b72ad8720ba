import Foundation
import LocalNotifications
import TestSupport
import Testing

@testable import ChecklistsModel

@Suite("Reminder rules: requests follow the items")
struct ReminderRuleTests {
    private let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }
    private var calls: [RecordingReminders.Call] { harness.reminders.calls }

    private func draft(_ text: String, due: String?, remind: Bool) -> ItemDraft {
        ItemDraft(text: text, dueDate: due.map { ModelHarness.date($0) }, remindMe: remind)
    }

    @Test("Add with Remind Me and a future due date: cancel, then one exact one-shot calendar request")
    func addSchedules() throws {
        let list = try harness.list()
        let item = try model.addItem(draft(" Buy milk ", due: "2026-06-15 18:30:59", remind: true), to: list.id)
        let expected = NotificationRequest.itemReminder(
            id: item.id, text: "Buy milk", year: 2026, month: 6, day: 15, hour: 18, minute: 30)
        #expect(calls == [.cancel([String(item.id)]), .schedule(expected)])
        guard case .schedule(let request) = calls.last, case .calendar(let trigger) = request.trigger else {
            Issue.record("no calendar request: \(calls)")
            return
        }
        #expect(request.identifier == String(item.id))
        #expect(request.content.title == "Reminder:")
        #expect(request.content.body == "Buy milk")
        #expect(trigger.repeats == false)
        #expect(trigger.timeZoneIdentifier == nil)
        #expect(trigger.second == nil)
        #expect(
            request.trigger.nextFireDate(
                anchor: harness.clock.now, after: harness.clock.now, localTimeZone: ModelHarness.zone)
                == ModelHarness.date("2026-06-15 18:30"))
        #expect(ChecklistsModel.reminderIdentifier(for: item.id) == String(item.id))
    }

    @Test("The calendar components are the due date's in the clock's zone")
    func componentsInClockZone() throws {
        harness.clock.timeZone = TimeZone(identifier: "America/New_York") ?? ModelHarness.zone
        let list = try harness.list()
        let due = ModelHarness.date("2026-06-16 02:15")  // Berlin 02:15 is New York 20:15 the day before
        let item = try model.addItem(ItemDraft(text: "Call", dueDate: due, remindMe: true), to: list.id)
        #expect(
            calls.last
                == .schedule(
                    NotificationRequest.itemReminder(
                        id: item.id, text: "Call", year: 2026, month: 6, day: 15, hour: 20, minute: 15)
                ))
    }

    @Test(
        "No request without Remind Me, without a due date, or with a due date not in the future",
        arguments: [
            ("2026-06-15 18:30", false), (nil, false), ("2026-06-15 10:20", true), ("2026-06-15 10:19", true),
        ] as [(String?, Bool)])
    func addWithoutReminder(due: String?, remind: Bool) throws {
        let list = try harness.list()
        let item = try model.addItem(draft("Milk", due: due, remind: remind), to: list.id)
        #expect(calls == [.cancel([String(item.id)])])
    }

    @Test("A due date later this minute is not in the future: reminders are to the minute")
    func sameMinute() throws {
        harness.clock.now = ModelHarness.date("2026-06-15 10:20:30")
        let list = try harness.list()
        let item = try model.addItem(draft("Milk", due: "2026-06-15 10:20:50", remind: true), to: list.id)
        #expect(item.dueDate == ModelHarness.date("2026-06-15 10:20"))
        #expect(calls == [.cancel([String(item.id)])])
    }

    @Test("Update: cancel the pending reminder, then schedule by the new values")
    func update() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: true)
        let updated = try model.updateItem(item.id, with: draft("Oat milk", due: "2026-06-16 07:05", remind: true))
        #expect(
            calls == [
                .cancel([String(item.id)]),
                .schedule(
                    NotificationRequest.itemReminder(
                        id: item.id, text: "Oat milk", year: 2026, month: 6, day: 16, hour: 7, minute: 5)),
            ])
        harness.reminders.reset()
        _ = try model.updateItem(updated.id, with: draft("Oat milk", due: "2026-06-16 07:05", remind: false))
        #expect(calls == [.cancel([String(item.id)])])
    }

    @Test("Checking off cancels; unchecking schedules again while the due date is in the future")
    func checkAndUncheck() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: true)
        _ = try model.setChecked(item.id, true)
        #expect(calls == [.cancel([String(item.id)])])
        harness.reminders.reset()
        _ = try model.setChecked(item.id, false)
        let request = NotificationRequest.itemReminder(
            id: item.id, text: "Milk", year: 2026, month: 6, day: 15, hour: 18, minute: 30)
        #expect(calls == [.cancel([String(item.id)]), .schedule(request)])
        harness.reminders.reset()
        _ = try model.setChecked(item.id, true)
        harness.clock.now = ModelHarness.date("2026-06-15 19:00")
        harness.reminders.reset()
        _ = try model.setChecked(item.id, false)
        #expect(calls == [.cancel([String(item.id)])])
    }

    @Test("Unchecking an item without Remind Me schedules nothing")
    func uncheckWithoutRemind() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: false)
        _ = try model.setChecked(item.id, true)
        harness.reminders.reset()
        _ = try model.setChecked(item.id, false)
        #expect(calls == [.cancel([String(item.id)])])
    }

    @Test("Editing a checked item with Remind Me schedules nothing")
    func editChecked() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list)
        _ = try model.setChecked(item.id, true)
        harness.reminders.reset()
        _ = try model.updateItem(item.id, with: draft("Milk", due: "2026-06-15 18:30", remind: true))
        #expect(calls == [.cancel([String(item.id)])])
    }

    @Test("Deleting an item cancels its reminder")
    func deleteCancels() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: true)
        _ = try model.deleteItem(item.id)
        #expect(calls == [.cancel([String(item.id)])])
    }

    @Test("Restoring applies the rules again: a future reminder is scheduled, a past one not")
    func restoreSchedules() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: true)
        let deleted = try model.deleteItem(item.id)
        harness.reminders.reset()
        try model.restoreItem(deleted)
        let request = NotificationRequest.itemReminder(
            id: item.id, text: "Milk", year: 2026, month: 6, day: 15, hour: 18, minute: 30)
        #expect(calls == [.cancel([String(item.id)]), .schedule(request)])
        _ = try model.deleteItem(item.id)
        harness.clock.now = ModelHarness.date("2026-06-15 19:00")
        harness.reminders.reset()
        try model.restoreItem(deleted)
        #expect(calls == [.cancel([String(item.id)])])
    }
}
