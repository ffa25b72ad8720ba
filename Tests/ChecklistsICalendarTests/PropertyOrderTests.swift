import ChecklistsICalendar
import ChecklistsModel
import Foundation
import Testing

/// What the export writes is in RFC 5545's order: a task's properties, then its components.
@Suite("The order of what is written")
struct PropertyOrderTests {
    /// Kept properties (SEQUENCE, X- lines) come before the first VALARM, ours or a kept one,
    /// and a kept alarm after ours, whole.
    @Test func keptPropertiesComeBeforeTheAlarms() throws {
        let harness = try CalendarHarness()
        try harness.importText(
            """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Someone//Tasks//EN
            BEGIN:VTODO
            UID:order-1
            SUMMARY:Call the bank
            DUE:20261204T100000Z
            SEQUENCE:3
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Call the bank
            TRIGGER;RELATED=END:-PT15M
            END:VALARM
            BEGIN:VALARM
            ACTION:EMAIL
            TRIGGER:-PT1H
            ATTENDEE:mailto:me@example.org
            SUMMARY:Mail
            DESCRIPTION:Mail
            END:VALARM
            X-APPLE-SORT-ORDER:7
            END:VTODO
            END:VCALENDAR
            """)
        let exported = try harness.exportText().replacingOccurrences(of: "\r\n ", with: "")
        let todo = try #require(exported.components(separatedBy: "BEGIN:VTODO").last)
        let lines = todo.components(separatedBy: "\r\n")
        let firstAlarm = try #require(lines.firstIndex(of: "BEGIN:VALARM"))
        for property in ["SEQUENCE:3", "X-APPLE-SORT-ORDER:7"] {
            let index = try #require(lines.firstIndex(of: property), "\(lines)")
            #expect(index < firstAlarm, "\(property) after an alarm:\n\(todo)")
        }
        let mail = try #require(lines.firstIndex(of: "ACTION:EMAIL"))
        #expect(lines[mail - 1] == "BEGIN:VALARM")
        #expect(lines[firstAlarm + 1] == "ACTION:DISPLAY")
        #expect(mail > firstAlarm)
        #expect(todo.contains("END:VALARM\r\nEND:VTODO"), "\(todo)")
    }
}
