import ChecklistsICalendar
import ChecklistsModel
import Foundation
import Testing

@Suite("Files that cannot be imported")
struct BadInputTests {
    private static func calendar(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n" + body + "END:VCALENDAR\r\n"
    }

    @Test(
        "One line naming the line number and what was wrong",
        arguments: [
            (
                "Just some notes\nnot a calendar\n",
                "line 1: this is not an iCalendar file: it does not begin with BEGIN:VCALENDAR"
            ),
            (
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nSUMMARY:x\r\n",
                "line 4: the file ends inside VTODO, begun on line 3: it was cut short"
            ),
            (
                calendar("BEGIN:VTODO\r\nSUMMARY:x\r\nDUE:20261345T250000\r\nEND:VTODO\r\n"),
                "line 6: DUE \"20261345T250000\" is not a date or a date and time"
            ),
            (
                calendar("BEGIN:VTODO\r\nSUMMARY:x\r\nDUE:20261204T100000\r\nRRULE:FREQ=SOMETIMES\r\nEND:VTODO\r\n"),
                "line 7: RRULE \"FREQ=SOMETIMES\" is not a recurrence rule"
            ),
            (
                calendar("BEGIN:VTODO\r\nSUMMARY:x\r\nDUE;TZID=Mars/Olympus:20261204T100000\r\nEND:VTODO\r\n"),
                "line 6: DUE names the time zone \"Mars/Olympus\", which neither the file nor the system knows"
            ),
            (
                calendar("BEGIN:VTODO\r\nSUMMARY:x\r\nEND:VEVENT\r\n"),
                "line 6: END:VEVENT closes VTODO, begun on line 4"
            ),
            (
                calendar("BEGIN:VTODO\r\nno colon here\r\nEND:VTODO\r\n"),
                "line 5: \"no colon here\" is not an iCalendar content line (NAME;PARAM=VALUE:VALUE)"
            ),
            (
                calendar("BEGIN:VTODO\r\nSUMMARY:x\r\nBEGIN:VALARM\r\nTRIGGER:soon\r\nEND:VALARM\r\nEND:VTODO\r\n"),
                "line 7: TRIGGER \"soon\" is not a duration"
            ),
        ])
    func refused(text: String, message: String) throws {
        let harness = try CalendarHarness()
        #expect(throws: ICalendarError.self) { try harness.importText(text) }
        do {
            try harness.importText(text)
        } catch let error as ICalendarError {
            #expect(error.description == message)
        }
        #expect(try harness.model.allItems().isEmpty)
    }

    @Test("A 10 MB summary is refused on its line, and nothing already stored changes")
    func hugeSummary() throws {
        let harness = try CalendarHarness()
        try harness.importText(NextcloudFixture.text)
        let before = try harness.model.allItems()
        let huge = Self.calendar(
            "BEGIN:VTODO\r\nSUMMARY:ok\r\nEND:VTODO\r\nBEGIN:VTODO\r\nSUMMARY:"
                + String(repeating: "a", count: 10 * 1_024 * 1_024) + "\r\nEND:VTODO\r\n")
        do {
            try harness.importText(huge)
            Issue.record("a 10 MB summary was imported")
        } catch let error as ICalendarError {
            #expect(error.line == 8)
            #expect(error.message.hasPrefix("SUMMARY: the text of an item can have at most 1000 characters"))
        }
        #expect(try harness.model.allItems() == before)
    }

    @Test("More tasks than one import takes are refused at the first one too many")
    func tooMany() throws {
        let harness = try CalendarHarness()
        let todo = "BEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\n"
        let text = Self.calendar(String(repeating: todo, count: ICalendarImport.maximumItems + 1))
        do {
            try harness.importText(text)
            Issue.record("too many tasks were imported")
        } catch let error as ICalendarError {
            #expect(error.line == 4 + 3 * ICalendarImport.maximumItems)
            #expect(error.message == "more than 20000 tasks: import them in parts")
        }
        #expect(try harness.model.allItems().isEmpty)
    }
}
