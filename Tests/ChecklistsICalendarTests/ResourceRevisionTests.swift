import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

/// A calendar resource written again after a change here: its `SEQUENCE` one above the
/// server's copy, its `RRULE` as the server had it while the rule is unchanged.
@Suite("The next version of a calendar resource")
struct ResourceRevisionTests {
    /// The `VTODO`'s unfolded lines of a resource.
    static func todoLines(_ text: String) -> [String] {
        Array(
            text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
                .drop { $0 != "BEGIN:VTODO" }.prefix { $0 != "END:VTODO" })
    }

    /// The repeating task of another app, with this `SEQUENCE` line (or none).
    static func serverCopy(sequence: String?) -> String {
        RepeatingTaskTests.task(time: ":20261203T180000Z", trigger: "TRIGGER:-PT30M")
            .replacingOccurrences(of: "RRULE:FREQ=WEEKLY\r\n", with: "RRULE:FREQ=WEEKLY\r\n" + (sequence ?? ""))
    }

    /// Ticked here: one above the server's SEQUENCE (or 1 above none), `RRULE:FREQ=WEEKLY`
    /// as it came rather than the item's `FREQ=WEEKLY;BYDAY=TH`, each once.
    @Test(arguments: [("SEQUENCE:3\r\n", "SEQUENCE:4"), (nil, "SEQUENCE:1")])
    func tickedKeepsTheRuleAndCountsUp(sequence: String?, written: String) throws {
        let harness = try CalendarHarness()
        let previous = Self.serverCopy(sequence: sequence)
        try harness.importText(previous)
        let item = try #require(try harness.item("Put the bins out", in: Checklist.defaultName))
        #expect(item.recurrence?.rule.rrule == "FREQ=WEEKLY;BYDAY=TH")
        let ticked = try harness.model.setChecked(item.id, true)
        let export = ICalendarExport(localZone: CalendarHarness.zone, now: harness.clock.now)
        let lines = Self.todoLines(export.resource(ticked, after: previous))
        #expect(lines.filter { $0.hasPrefix("RRULE") } == ["RRULE:FREQ=WEEKLY"], "\(lines)")
        #expect(lines.filter { $0.hasPrefix("SEQUENCE") } == [written], "\(lines)")
        #expect(lines.contains("DUE:20261210T180000Z"), "\(lines)")
        let alarm = try #require(lines.firstIndex(of: "BEGIN:VALARM"))
        #expect(lines.firstIndex(of: written).map { $0 < alarm } == true, "\(lines)")
    }

    /// A rule changed here is written as the item has it; a new resource starts at 0.
    @Test func aChangedRuleIsWrittenAsTheItemHasIt() throws {
        let harness = try CalendarHarness()
        let previous = Self.serverCopy(sequence: "SEQUENCE:7\r\n")
        try harness.importText(previous)
        let item = try #require(try harness.item("Put the bins out", in: Checklist.defaultName))
        var draft = item.draft
        draft.recurrence = ItemRepeat(rule: try RecurrenceRule(rrule: "FREQ=WEEKLY;INTERVAL=2"))
        let changed = try harness.model.updateItem(item.id, with: draft)
        let export = ICalendarExport(localZone: CalendarHarness.zone, now: harness.clock.now)
        let lines = Self.todoLines(export.resource(changed, after: previous))
        #expect(lines.filter { $0.hasPrefix("RRULE") } == ["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH"], "\(lines)")
        #expect(lines.filter { $0.hasPrefix("SEQUENCE") } == ["SEQUENCE:8"], "\(lines)")
        let fresh = Self.todoLines(export.resource(changed, after: nil))
        #expect(fresh.filter { $0.hasPrefix("SEQUENCE") } == ["SEQUENCE:8"], "kept from the server's copy: \(fresh)")
    }
}
