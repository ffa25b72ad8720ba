import Foundation
import LocalNotifications
import RemindersClient
import Testing

@testable import ChecklistsCommandLine

@Suite("Tables")
struct ListingTablesTests {
    @Test("Pending: local next trigger date, id, title and the repeats mark, in aligned columns")
    func pending() {
        let entries = [
            ScheduledEntry(
                request: Fixtures.request(
                    "tea", title: "Tea", trigger: .timeInterval(TimeIntervalTrigger(interval: 600, repeats: false))),
                nextTriggerDate: Fixtures.date("2026-06-15 12:10:00")),
            ScheduledEntry(
                request: Fixtures.request(
                    "stand-up", title: "Stand-up meeting",
                    trigger: .calendar(CalendarTrigger(hour: 9, minute: 30, repeats: true))),
                nextTriggerDate: Fixtures.date("2026-06-16 09:30:00")),
        ]
        #expect(
            ListingTables.pending(entries, in: Fixtures.zone) == """
                NEXT TRIGGER         ID        TITLE             REPEATS
                2026-06-15 12:10:00  tea       Tea
                2026-06-16 09:30:00  stand-up  Stand-up meeting  repeats

                """)
    }

    @Test("Delivered: local delivery date, id, title, and late or missed")
    func delivered() {
        let request = Fixtures.request("a", title: "A", trigger: .immediate)
        let at = Fixtures.date("2026-06-15 08:00:00")
        let entries = [
            DeliveredEntry(request: request, occurrenceDate: at, deliveredAt: at, late: false, missed: false),
            DeliveredEntry(request: request, occurrenceDate: at, deliveredAt: at, late: true, missed: false),
            DeliveredEntry(request: request, occurrenceDate: at, deliveredAt: at, late: true, missed: true),
        ]
        #expect(
            ListingTables.delivered(entries, in: Fixtures.zone) == """
                DELIVERED            ID  TITLE  NOTE
                2026-06-15 08:00:00  a   A
                2026-06-15 08:00:00  a   A      late
                2026-06-15 08:00:00  a   A      missed

                """)
    }

    @Test("Empty listings say so")
    func empty() {
        #expect(ListingTables.pending([], in: Fixtures.zone) == "No pending notifications.\n")
        #expect(ListingTables.delivered([], in: Fixtures.zone) == "No delivered notifications.\n")
    }
}
