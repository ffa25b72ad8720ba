import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

/// An item whose reminders wake the computer: its requests ask remindd for it, and every
/// `VALARM` says so, read back on import.
@Suite("Waking the computer for an item's reminders")
struct WakeComputerTests {
    @Test func requestsAskForItAndEveryAlarmCarriesIt() throws {
        let harness = try CalendarHarness()
        let scheduled = try harness.addWithAndWithout(list: "Health", text: "Take the pills", due: "2026-12-01 22:00") {
            $0.wakesComputer = true
        }
        #expect(
            scheduled.map { "\($0.content.body) \($0.wakesSystem)" }.sorted() == [
                "Read false", "Take the pills true", "Take the pills true",
            ])

        let text = try harness.exportText()
        let pills = try #require(text.range(of: "SUMMARY:Take the pills")).lowerBound
        let todos = text.components(separatedBy: "BEGIN:VTODO")
        let pillsTodo = try #require(todos.first { $0.contains("SUMMARY:Take the pills") })
        #expect(pillsTodo.components(separatedBy: "X-CHECKLISTS-WAKE:TRUE").count - 1 == 2, "\(pills)")
        #expect(!text.replacingOccurrences(of: pillsTodo, with: "").contains("X-CHECKLISTS-WAKE"))

        let other = try CalendarHarness()
        try other.importText(text)
        #expect(try other.item("Take the pills", in: "Health")?.wakesComputer == true)
        #expect(try other.item("Read", in: "Health")?.wakesComputer == false)
    }

    /// Without reminders there is nothing to wake for: the item keeps none of it.
    @Test func itemWithoutRemindersDoesNotWake() throws {
        let harness = try CalendarHarness()
        let list = try harness.model.createChecklist(named: "Health")
        let item = try harness.model.addItem(
            ItemDraft(text: "Stretch", dueDate: nil, reminders: [], wakesComputer: true), to: list.id)
        #expect(!item.wakesComputer)
    }
}
