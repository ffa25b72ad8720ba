import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

/// An item whose reminders ring like an alarm: its requests ask remindd for `sound-loop`,
/// and every `VALARM` carries `X-CHECKLISTS-RING:TRUE`, read back on import.
@Suite("Reminders that ring")
struct RingTests {
    /// The ringing item's requests loop their sound, the other's do not; each of its alarms
    /// says `X-CHECKLISTS-RING:TRUE`, no other alarm does; an import reads it back.
    @Test func requestsAndAlarmsCarryTheRing() throws {
        let harness = try CalendarHarness()
        let scheduled = try harness.addWithAndWithout(list: "Morning", text: "Wake up", due: "2026-12-01 22:30") {
            $0.ringsAlarm = true
        }
        #expect(
            scheduled.map { "\($0.content.body) \($0.soundLoop)" }.sorted()
                == ["Read false", "Wake up true", "Wake up true"])

        let text = try harness.exportText()
        let todos = text.components(separatedBy: "BEGIN:VTODO")
        let wakeTodo = try #require(todos.first { $0.contains("SUMMARY:Wake up") })
        #expect(wakeTodo.components(separatedBy: "X-CHECKLISTS-RING:TRUE\r\n").count - 1 == 2, "\(wakeTodo)")
        #expect(!text.replacingOccurrences(of: wakeTodo, with: "").contains("X-CHECKLISTS-RING"))

        let other = try CalendarHarness()
        _ = try other.importText(text)
        #expect(try other.item("Wake up", in: "Morning")?.ringsAlarm == true)
        #expect(try other.item("Read", in: "Morning")?.ringsAlarm == false)
    }

    /// An item without reminders cannot ring: the model drops the wish.
    @Test func noRingWithoutReminders() throws {
        let harness = try CalendarHarness()
        let list = try harness.model.createChecklist(named: "Morning")
        let item = try harness.model.addItem(
            ItemDraft(text: "Wake up", dueDate: nil, reminders: [], ringsAlarm: true), to: list.id)
        #expect(!item.ringsAlarm)
    }
}
