import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

@Suite("Export, then import into an empty data folder")
struct RoundTripTests {
    /// Items of every kind: floating, zoned, UTC and all-day due dates, notes with commas and
    /// line breaks, a repeat from completion, a counted rule, reminders of each kind, a checked item.
    private func fill(_ harness: CalendarHarness) throws {
        let model = harness.model
        let work = try model.createChecklist(named: "Work; with, marks")
        let home = try model.createChecklist(named: "Home")
        var weekly = RecurrenceRule(frequency: .weekly, interval: 2, weekdays: [.init(3), .init(5)])
        weekly.end = .count(6)
        _ = try model.addItem(
            ItemDraft(
                text: "Team call", notes: "Agenda: budget, hiring;\nbring slides",
                dueDate: CalendarHarness.date("2026-12-08 14:00"),
                recurrence: ItemRepeat(rule: weekly),
                reminders: [.atDue, .beforeDue(seconds: 900), .at(CalendarHarness.date("2026-12-07 18:00"))]),
            to: work.id)
        _ = try model.addItem(
            ItemDraft(
                text: "Call New York",
                dueDate: CalendarHarness.date("2026-12-09 09:30", in: TimeZone(identifier: "America/New_York")!),
                dueTimeZone: "America/New_York", reminders: [.beforeDue(seconds: 86_400)]),
            to: work.id)
        _ = try model.addItem(
            ItemDraft(
                text: "Server window", dueDate: CalendarHarness.date("2026-12-10 03:00"), dueTimeZone: "UTC",
                reminders: []),
            to: work.id)
        _ = try model.addItem(
            ItemDraft(
                text: "Water the plants", dueDate: CalendarHarness.date("2026-12-03 00:00"), dueIsAllDay: true,
                recurrence: ItemRepeat(rule: RecurrenceRule(frequency: .daily, interval: 3), fromCompletion: true),
                reminders: [.atDue]),
            to: home.id)
        let done = try model.addItem(ItemDraft(text: "Buy milk", dueDate: nil, reminders: []), to: home.id)
        _ = try model.setChecked(done.id, true)
    }

    /// What must survive: everything but the item's number and the checklist's number.
    private func comparable(_ lists: [(checklist: Checklist, items: [ChecklistItem])]) -> [String: [ChecklistItem]] {
        Dictionary(
            uniqueKeysWithValues: lists.map { list in
                (
                    list.checklist.name,
                    list.items.map { item -> ChecklistItem in
                        var copy = item
                        copy.id = 0
                        copy.checklistID = 0
                        return copy
                    }
                )
            })
    }

    @Test("The same checklists, items, due dates, rules and reminders come back")
    func sameItems() throws {
        let source = try CalendarHarness()
        try fill(source)
        let text = try source.exportText()
        let target = try CalendarHarness()
        let summary = try target.importText(text)
        #expect(summary.line == "5 items added, 0 updated, 0 skipped")
        #expect(comparable(try target.lists()) == comparable(try source.lists()))
        #expect(try target.exportText() == text, "a second export is the same file")
    }

    @Test("Importing the same file again updates nothing and duplicates nothing")
    func noDuplicates() throws {
        let source = try CalendarHarness()
        try fill(source)
        let text = try source.exportText()
        let summary = try source.importText(text)
        #expect(summary.line == "0 items added, 0 updated, 5 skipped (5 not newer than the copy here)")
        #expect(try source.model.allItems().count == 5)
    }

    @Test("The export writes each value as RFC 5545 says, and no empty property")
    func exportShape() throws {
        let harness = try CalendarHarness()
        try fill(harness)
        let text = try harness.exportText()
        for expected in [
            "X-WR-CALNAME:Work\\; with\\, marks", "DUE:20261208T140000",
            "RRULE:FREQ=WEEKLY;COUNT=6;INTERVAL=2;BYDAY=TU,TH",
            "TRIGGER;RELATED=END:-PT15M", "TRIGGER;VALUE=DATE-TIME:20261207T170000Z",
            "DUE;TZID=America/New_York:20261209T093000",
            "BEGIN:VTIMEZONE\r\nTZID:America/New_York", "DUE:20261210T020000Z", "DUE;VALUE=DATE:20261203",
            "X-CHECKLISTS-REPEAT-FROM:COMPLETION", "STATUS:COMPLETED",
            "DESCRIPTION:Agenda: budget\\, hiring\\;\\nbring slides",
            "TRIGGER;RELATED=END:-P1D",
        ] {
            #expect(text.contains(expected), "missing \(expected)")
        }
        #expect(!text.contains(":\r\n"), "no property with an empty value")
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }
}
