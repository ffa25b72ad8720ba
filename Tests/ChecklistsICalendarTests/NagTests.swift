import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

/// An item whose reminders come again until the user responds: its requests ask remindd
/// for it, and every `VALARM` carries `REPEAT` and `DURATION`, read back on import.
@Suite("Reminders again until answered")
struct NagTests {
    /// Every 10 minutes: the requests carry a 600 s repeat interval until acknowledged; each
    /// alarm says `DURATION:PT10M` and `REPEAT:144` (a day of them); an import reads 600 back.
    @Test func requestsAndAlarmsCarryTheInterval() throws {
        let harness = try CalendarHarness()
        let scheduled = try harness.addWithAndWithout(list: "Health", text: "Take the pills", due: "2026-12-01 22:00") {
            $0.nagInterval = 600
        }
        #expect(
            scheduled.map { "\($0.content.body) \(String(describing: $0.repeatInterval)) \($0.repeatCount)" }.sorted()
                == ["Read nil 0", "Take the pills Optional(600.0) 0", "Take the pills Optional(600.0) 0"])

        let text = try harness.exportText()
        let todos = text.components(separatedBy: "BEGIN:VTODO")
        let pillsTodo = try #require(todos.first { $0.contains("SUMMARY:Take the pills") })
        #expect(pillsTodo.components(separatedBy: "DURATION:PT10M\r\n").count - 1 == 2, "\(pillsTodo)")
        #expect(pillsTodo.components(separatedBy: "REPEAT:144\r\n").count - 1 == 2, "\(pillsTodo)")
        #expect(!text.replacingOccurrences(of: pillsTodo, with: "").contains("REPEAT:"))

        let other = try CalendarHarness()
        _ = try other.importText(text)
        #expect(try other.item("Take the pills", in: "Health")?.nagInterval == 600)
        #expect(try other.item("Read", in: "Health")?.nagInterval == nil)
    }

    /// A response here is written as the task's `X-MOZ-LASTACK` and as `ACKNOWLEDGED` in
    /// each `VALARM`; another device's later `ACKNOWLEDGED` read in replaces it.
    @Test func acknowledgementsGoBothWays() throws {
        let harness = try CalendarHarness()
        let list = try harness.model.createChecklist(named: "Health")
        let item = try harness.model.addItem(
            ItemDraft(
                text: "Take the pills", dueDate: CalendarHarness.date("2026-12-01 22:00"),
                reminders: [.atDue, .beforeDue(seconds: 600)], nagInterval: 600),
            to: list.id)
        try harness.model.acknowledgeReminder(of: item.id)
        let text = try harness.exportText()
        let stamp = try #require(text.firstMatch(of: /\r\nX-MOZ-LASTACK:(\d{8}T\d{6}Z)\r\n/)?.1)
        #expect(text.components(separatedBy: "ACKNOWLEDGED:\(stamp)\r\n").count - 1 == 2, "\(text)")

        let later = text.replacingOccurrences(of: "ACKNOWLEDGED:\(stamp)", with: "ACKNOWLEDGED:20991231T230000Z")
        let other = try CalendarHarness()
        _ = try other.importText(later)
        let read = try #require(try other.item("Take the pills", in: "Health"))
        #expect(read.extraProperties.filter { $0.hasPrefix("X-MOZ-LASTACK") } == ["X-MOZ-LASTACK:20991231T230000Z"])
        let again = try other.exportText()
        #expect(again.components(separatedBy: "ACKNOWLEDGED:20991231T230000Z\r\n").count - 1 == 2, "\(again)")
    }

    /// Another app's alarm with `REPEAT:2` and `DURATION:PT5M` nags every 5 minutes here;
    /// `REPEAT:0` does not.
    @Test func otherAppsRepeatIsRead() throws {
        let harness = try CalendarHarness()
        _ = try harness.importText(
            """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Other//EN\r
            BEGIN:VTODO\r
            UID:a@example.com\r
            SUMMARY:Call Anna\r
            DUE:20261201T090000Z\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Call Anna\r
            TRIGGER;RELATED=END:PT0S\r
            REPEAT:2\r
            DURATION:PT5M\r
            END:VALARM\r
            END:VTODO\r
            BEGIN:VTODO\r
            UID:b@example.com\r
            SUMMARY:Call Ben\r
            DUE:20261201T090000Z\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Call Ben\r
            TRIGGER;RELATED=END:PT0S\r
            REPEAT:0\r
            DURATION:PT5M\r
            END:VALARM\r
            END:VTODO\r
            END:VCALENDAR\r

            """, list: "Calls")
        #expect(try harness.item("Call Anna", in: "Calls")?.nagInterval == 300)
        #expect(try harness.item("Call Ben", in: "Calls")?.nagInterval == nil)
    }
}
