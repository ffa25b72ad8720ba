import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

/// The export read back by an independent parser: Debian's python3-icalendar.
@Suite("The export read by python3-icalendar")
struct SecondParserTests {
    /// Prints one line per task: summary | due (ISO, with its zone) | rrule | triggers | status | calendar name.
    static let script = """
        import sys, icalendar
        data = open(sys.argv[1], 'rb').read()
        for cal in icalendar.Calendar.from_ical(data, multiple=True):
            name = str(cal.get('X-WR-CALNAME'))
            for todo in cal.walk('VTODO'):
                due = todo.get('DUE')
                due = due.dt.isoformat() + '@' + str(getattr(due.dt, 'tzinfo', None)) if due else '-'
                rule = todo.get('RRULE').to_ical().decode() if todo.get('RRULE') else '-'
                triggers = []
                for alarm in todo.walk('VALARM'):
                    trigger = alarm.get('TRIGGER')
                    triggers.append(str(trigger.dt) + '/' + str(trigger.params.get('RELATED', '-')))
                print('|'.join([str(todo.get('SUMMARY')), due, rule, ','.join(triggers), str(todo.get('STATUS')), name,
                                str(todo.get('DESCRIPTION', '-'))]))
        """

    @Test("Summaries, due dates with their zones, rules, alarms, states and names are what was written")
    func sameValues() throws {
        let harness = try CalendarHarness()
        let list = try harness.model.createChecklist(named: "Work, mostly")
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        _ = try harness.model.addItem(
            ItemDraft(
                text: "Team call", notes: "Agenda; budget", dueDate: CalendarHarness.date("2026-12-08 14:00"),
                recurrence: ItemRepeat(rule: RecurrenceRule(frequency: .weekly, weekdays: [.init(3)])),
                reminders: [.atDue, .beforeDue(seconds: 900)]),
            to: list.id)
        _ = try harness.model.addItem(
            ItemDraft(
                text: "Call New York", dueDate: CalendarHarness.date("2026-12-09 09:30", in: newYork),
                dueTimeZone: "America/New_York", reminders: [.at(CalendarHarness.date("2026-12-09 15:00"))]),
            to: list.id)
        _ = try harness.model.addItem(
            ItemDraft(
                text: "Passport", dueDate: CalendarHarness.date("2026-12-24 00:00"), dueIsAllDay: true, reminders: []),
            to: list.id)
        let file = harness.folder.path("out.ics")
        try Data(try harness.exportText().utf8).write(to: URL(fileURLWithPath: file))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.script, file]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Team call|2026-12-08T14:00:00@None|FREQ=WEEKLY;BYDAY=TU|0:00:00/END,-1 day, 23:45:00/END|NEEDS-ACTION|Work, mostly|Agenda; budget",
                "Call New York|2026-12-09T09:30:00-05:00@America/New_York|-|2026-12-09 14:00:00+00:00/-|NEEDS-ACTION|Work, mostly|-",
                "Passport|2026-12-24@None|-||NEEDS-ACTION|Work, mostly|-",
            ])
    }
}
