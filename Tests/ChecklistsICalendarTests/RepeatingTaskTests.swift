import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

/// Repeating tasks as Thunderbird, Evolution and Apple write them: `DTSTART` = `DUE`, an
/// `RRULE` and an alarm 30 minutes before, relative to the start or to the due time. Read,
/// ticked here, written back: the alarm stays relative and the start moves with the due date.
@Suite("Repeating tasks of other apps, ticked here")
struct RepeatingTaskTests {
    /// A task in the shape `app` writes, starting and due at `time` (a DTSTART/DUE value with
    /// its parameters, after the name), with `trigger` as its alarm's TRIGGER line.
    static func task(time: String, trigger: String) -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Tests//Repeating//EN\r
        BEGIN:VTODO\r
        UID:bins\r
        DTSTAMP:20261125T101500Z\r
        LAST-MODIFIED:20261125T101500Z\r
        SUMMARY:Put the bins out\r
        DTSTART\(time)\r
        DUE\(time)\r
        RRULE:FREQ=WEEKLY\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        DESCRIPTION:Default Mozilla Description\r
        \(trigger)\r
        END:VALARM\r
        END:VTODO\r
        END:VCALENDAR\r

        """
    }

    /// Thunderbird (zoned, `VALUE=DURATION`, relative to the start by default), Apple (UTC,
    /// relative to the start), Evolution (floating, relative to the due time); each with the
    /// times of the next occurrence and the TRIGGER line expected back.
    static let shapes: [(time: String, trigger: String, next: String, written: String)] = [
        (
            ";TZID=Europe/Berlin:20261203T190000", "TRIGGER;VALUE=DURATION:-PT30M",
            ";TZID=Europe/Berlin:20261210T190000", "TRIGGER:-PT30M"
        ),
        (":20261203T180000Z", "TRIGGER:-PT30M", ":20261210T180000Z", "TRIGGER:-PT30M"),
        (":20261203T190000", "TRIGGER;RELATED=END:-PT30M", ":20261210T190000", "TRIGGER;RELATED=END:-PT30M"),
    ]

    @Test(
        "Read, ticked and written: the reminder 30 minutes before each occurrence, relative as it came",
        arguments: shapes.indices)
    func tickedAndWritten(shape: Int) throws {
        let (time, trigger, next, written) = Self.shapes[shape]
        let harness = try CalendarHarness()
        try harness.importText(Self.task(time: time, trigger: trigger))
        let item = try #require(try harness.item("Put the bins out", in: Checklist.defaultName))
        #expect(item.dueDate == CalendarHarness.date("2026-12-03 19:00"))
        #expect(item.reminders == [.beforeDue(seconds: 1_800)])
        #expect(!item.extraProperties.contains { $0.hasPrefix("DTSTART") }, "\(item.extraProperties)")

        harness.reminders.reset()
        let moved = try harness.model.setChecked(item.id, true)
        #expect(moved.dueDate == CalendarHarness.date("2026-12-10 19:00"))
        let fires = harness.reminders.calls.compactMap { call -> Date? in
            guard case .schedule(let request) = call, case .calendar(let calendar) = request.trigger else { return nil }
            return calendar.nextFireDate(after: harness.clock.now, localTimeZone: CalendarHarness.zone)
        }
        #expect(fires == [CalendarHarness.date("2026-12-10 18:30")])

        let lines = try harness.exportText().replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
            .drop { $0 != "BEGIN:VTODO" }.prefix { $0 != "END:VTODO" }
        #expect(lines.filter { $0.hasPrefix("DTSTART") } == ["DTSTART" + next])
        #expect(lines.filter { $0.hasPrefix("DUE") } == ["DUE" + next])
        #expect(lines.filter { $0.hasPrefix("TRIGGER") } == [written])
    }

    @Test("Read again, the written task gives the same item: the start and the reminder's relation kept")
    func writtenReadsBack() throws {
        let harness = try CalendarHarness()
        try harness.importText(Self.task(time: Self.shapes[0].time, trigger: Self.shapes[0].trigger))
        let item = try #require(try harness.item("Put the bins out", in: Checklist.defaultName))
        #expect(item.start == ItemStart(lead: 0, remindersFromStart: true))
        let again = try CalendarHarness()
        try again.importText(try harness.exportText())
        let copy = try #require(try again.item("Put the bins out", in: Checklist.defaultName))
        #expect(copy.start == item.start && copy.reminders == item.reminders && copy.dueDate == item.dueDate)
    }

    @Test("A start the due date cannot carry (after it) is kept as written, its alarm at a fixed time")
    func startAfterDueKept() throws {
        let harness = try CalendarHarness()
        let text = Self.task(time: ":20261203T190000", trigger: "TRIGGER:-PT30M")
            .replacingOccurrences(of: "DTSTART:20261203T190000", with: "DTSTART:20261204T190000")
        try harness.importText(text)
        let item = try #require(try harness.item("Put the bins out", in: Checklist.defaultName))
        #expect(item.start == nil)
        #expect(item.extraProperties.contains("DTSTART:20261204T190000"))
        #expect(item.reminders == [.at(CalendarHarness.date("2026-12-04 18:30"))])
    }
}
