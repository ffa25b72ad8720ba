import ChecklistsICalendar
import ChecklistsModel
import Foundation
import Testing

/// The item rules are the model's: importing a file skips a task they refuse, and the
/// reader keeps what the rules would refuse as written instead of dropping it.
@Suite("Tasks and the item rules")
struct ItemRulesImportTests {
    private func calendar(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n" + body + "END:VCALENDAR\r\n"
    }

    @Test("A task the item rules refuse is skipped under the rule's message; the others are imported")
    func refusedTaskSkipped() throws {
        let harness = try CalendarHarness()
        let long = String(repeating: "a", count: 1_001)
        let text = calendar(
            "BEGIN:VTODO\r\nSUMMARY:fine\r\nEND:VTODO\r\nBEGIN:VTODO\r\nSUMMARY:\(long)\r\nEND:VTODO\r\n")
        let summary = try harness.importText(text)
        #expect(
            summary.line
                == "1 item added, 0 updated, 1 skipped "
                + "(1 the text of an item can have at most 1000 characters (this one has 1001))")
        #expect(try harness.model.allItems().map(\.text) == ["fine"])
    }

    @Test("A repeat rule of a task without a due date is kept as written, not followed and not lost")
    func ruleWithoutDue() throws {
        let harness = try CalendarHarness()
        let text = calendar(
            "BEGIN:VTODO\r\nUID:r1\r\nSUMMARY:Water plants\r\nDTSTART:20261201T090000\r\n"
                + "RRULE:FREQ=WEEKLY\r\nEND:VTODO\r\n")
        let summary = try harness.importText(text)
        #expect(
            summary.line
                == "1 item added, 0 updated, 0 skipped; 1 repeat rules Checklists cannot follow, kept as written")
        let item = try #require(try harness.item("Water plants", in: "Checklist"))
        #expect(item.recurrence == nil && item.dueDate == nil)
        #expect(try harness.exportText().contains("\r\nRRULE:FREQ=WEEKLY\r\n"))
    }
}
