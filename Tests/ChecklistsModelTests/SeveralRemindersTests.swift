import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

@Suite("Items with several reminders")
struct SeveralRemindersTests {
    let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }

    private var scheduledIdentifiers: [String] {
        harness.reminders.scheduled.map(\.identifier)
    }

    private func fireDates() -> [Date?] {
        harness.reminders.calls.compactMap { call in
            guard case .schedule(let request) = call, case .calendar(let trigger) = request.trigger else { return nil }
            return trigger.nextFireDate(after: harness.clock.now, localTimeZone: ModelHarness.zone)
        }
    }

    @Test("The reminder at the due time keeps the item's number; the others are NUMBER/2, NUMBER/3 in order")
    func identifiers() throws {
        let alarms: [ItemAlarm] = [.beforeDue(seconds: 3_600), .atDue, .at(ModelHarness.date("2026-06-20 08:00"))]
        #expect((0..<3).map { ItemReminder.identifier(for: 7, position: $0, of: alarms) } == ["7/2", "7", "7/3"])
        let noAtDue: [ItemAlarm] = [.beforeDue(seconds: 60), .beforeDue(seconds: 120)]
        #expect((0..<2).map { ItemReminder.identifier(for: 7, position: $0, of: noAtDue) } == ["7", "7/2"])
        #expect(ItemReminder.itemID(fromIdentifier: "7/3") == 7)
        #expect(ItemReminder.itemID(fromIdentifier: "7") == 7)
        #expect(ItemReminder.itemID(fromIdentifier: "x/3") == nil)
    }

    @Test("Each reminder in the future is one request; past ones are left out")
    func onlyFutureOnes() throws {
        let item = try model.addItem(
            ItemDraft(
                text: "Dentist", dueDate: ModelHarness.date("2026-06-15 11:00"),
                reminders: [
                    .atDue, .beforeDue(seconds: 3_600), .beforeDue(seconds: 86_400),
                    .at(ModelHarness.date("2026-06-15 10:30")),
                ]),
            to: harness.list().id)
        #expect(
            harness.reminders.calls.first == .cancel(["\(item.id)", "\(item.id)/2", "\(item.id)/3", "\(item.id)/4"]))
        #expect(scheduledIdentifiers == ["\(item.id)", "\(item.id)/4"])
        #expect(fireDates() == [ModelHarness.date("2026-06-15 11:00"), ModelHarness.date("2026-06-15 10:30")])
    }

    @Test("Whole days before keep the wall-clock time across a daylight-saving change, also with minutes beside them")
    func daysBeforeKeepWallTime() throws {
        harness.clock.now = ModelHarness.date("2026-03-20 10:00")
        _ = try model.addItem(
            ItemDraft(
                text: "Passport", dueDate: ModelHarness.date("2026-03-30 09:00"),
                reminders: [.beforeDue(seconds: 2 * 86_400), .beforeDue(seconds: 48 * 3_600 + 60)]),
            to: harness.list().id)
        #expect(fireDates() == [ModelHarness.date("2026-03-28 09:00"), ModelHarness.date("2026-03-28 08:59")])
    }

    @Test("A day without a time reminds from 09:00 of that day")
    func allDay() throws {
        _ = try model.addItem(
            ItemDraft(
                text: "Bins", dueDate: ModelHarness.date("2026-06-18 17:45"), dueIsAllDay: true,
                reminders: [.atDue, .beforeDue(seconds: 86_400)]),
            to: harness.list().id)
        #expect(fireDates() == [ModelHarness.date("2026-06-18 09:00"), ModelHarness.date("2026-06-17 09:00")])
    }

    @Test("Removing reminders on edit cancels them all; deleting the item cancels every one it had")
    func editAndDelete() throws {
        let item = try model.addItem(
            ItemDraft(
                text: "Call", dueDate: ModelHarness.date("2026-06-20 10:00"),
                reminders: [.atDue, .beforeDue(seconds: 600), .beforeDue(seconds: 1_200)]),
            to: harness.list().id)
        harness.reminders.reset()
        var draft = item.draft
        draft.reminders = [.atDue]
        _ = try model.updateItem(item.id, with: draft)
        #expect(harness.reminders.calls.first == .cancel(["\(item.id)", "\(item.id)/2", "\(item.id)/3"]))
        #expect(scheduledIdentifiers == ["\(item.id)"])
        draft.reminders = [.atDue, .beforeDue(seconds: 600)]
        _ = try model.updateItem(item.id, with: draft)
        harness.reminders.reset()
        _ = try model.deleteItem(item.id)
        #expect(harness.reminders.calls == [.cancel(["\(item.id)", "\(item.id)/2"])])
    }

    @Test("Snoozing one reminder replaces that one alone")
    func snoozeKeepsTheOthers() throws {
        let item = try model.addItem(
            ItemDraft(
                text: "Call", dueDate: ModelHarness.date("2026-06-20 10:00"),
                reminders: [.atDue, .beforeDue(seconds: 600)]),
            to: harness.list().id)
        harness.reminders.reset()
        try model.snoozeReminder(of: item.id, forMinutes: 10, requestIdentifier: "\(item.id)/2")
        #expect(scheduledIdentifiers == ["\(item.id)/2"])
        harness.reminders.reset()
        try model.snoozeReminder(of: item.id, forMinutes: 10, requestIdentifier: "99/2")
        #expect(scheduledIdentifiers == ["\(item.id)"], "another item's identifier is not taken")
    }

    @Test("Bad reminders are refused, naming what was wrong, and nothing is stored")
    func refusals() throws {
        let list = try harness.list()
        let due = ModelHarness.date("2026-06-20 10:00")
        let cases: [([ItemAlarm], String)] = [
            ([.beforeDue(seconds: -60)], "a reminder can come at most a year before the due time"),
            ([.beforeDue(seconds: 400 * 86_400)], "a reminder can come at most a year before the due time"),
            (Array((1...21).map { ItemAlarm.beforeDue(seconds: $0 * 60) }), "an item can have at most 20 reminders"),
        ]
        for (alarms, message) in cases {
            #expect(throws: ChecklistsError.invalidItemDetail(message)) {
                try model.addItem(ItemDraft(text: "x", dueDate: due, reminders: alarms), to: list.id)
            }
        }
        #expect(try model.items(in: list.id).isEmpty)
    }
}
