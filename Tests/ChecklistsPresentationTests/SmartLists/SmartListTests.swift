import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Testing

/// Which items Today and Upcoming gather from every checklist, in which order, by the
/// user's days in their time zone.
@Suite("Smart lists")
struct SmartListTests {
    private let zone = TimeZone(identifier: "America/New_York") ?? .current

    /// A time of the user's zone, "2026-03-07 12:00".
    private func local(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text) ?? .distantPast
    }

    private func item(
        _ id: Int64, due: String?, checked: Bool = false, completed: String? = nil, list: Int64 = 1
    ) -> ChecklistItem {
        ChecklistItem(
            id: id, checklistID: list, text: "item \(id)", isChecked: checked, completedAt: completed.map(local),
            dueDate: due.map(local))
    }

    private func ids(_ list: SmartList, _ items: [ChecklistItem], now: String) -> [Int64] {
        list.items(from: items, now: local(now), timeZone: zone).map(\.id)
    }

    /// Today holds an item due at 23:59 today, one due this morning and one overdue from
    /// last week, oldest first; not one due at midnight tonight, nor an item without a date.
    @Test func todayTakesTheDayAndEverythingOverdue() {
        let items = [
            item(1, due: "2026-03-10 23:59"), item(2, due: "2026-03-10 08:00", list: 2),
            item(3, due: "2026-03-03 09:00", list: 3), item(4, due: "2026-03-11 00:00"), item(5, due: nil),
        ]
        #expect(ids(.today, items, now: "2026-03-10 12:00") == [3, 2, 1])
        #expect(SmartList.today.count(of: items, now: local("2026-03-10 12:00"), timeZone: zone) == 3)
    }

    /// Upcoming starts at midnight tonight and takes the seven days after today, through
    /// 23:59 of the seventh; the eighth day and today's items are not in it.
    @Test func upcomingIsTheSevenDaysAfterToday() {
        let items = [
            item(1, due: "2026-03-10 23:59"), item(2, due: "2026-03-11 00:00"), item(3, due: "2026-03-17 23:59"),
            item(4, due: "2026-03-18 00:00"), item(5, due: "2026-03-14 09:00"),
        ]
        #expect(ids(.upcoming, items, now: "2026-03-10 12:00") == [2, 5, 3])
    }

    /// The days are the user's: in New York an item due at 22:00 tonight (03:00 tomorrow in
    /// UTC) is in Today, and in the evening tomorrow's items are in Upcoming, not Today.
    @Test func daysFollowTheUsersZone() {
        let items = [item(1, due: "2026-03-09 23:30"), item(2, due: "2026-03-10 22:00")]
        #expect(ids(.today, items, now: "2026-03-10 00:10") == [1, 2])
        #expect(ids(.upcoming, items, now: "2026-03-09 20:00") == [2])
        #expect(ids(.today, items, now: "2026-03-09 20:00") == [1])
    }

    /// Upcoming counts calendar days across the switch to summer time (8 March 2026 in
    /// New York, a 23-hour day): the seventh day still ends at its midnight.
    @Test func upcomingCountsDaysAcrossDaylightSaving() {
        let items = [item(1, due: "2026-03-14 23:30"), item(2, due: "2026-03-15 00:30")]
        #expect(ids(.upcoming, items, now: "2026-03-07 23:00") == [1])
    }

    /// An item ticked today stays in its list (so that the tick can be taken back there) but
    /// leaves the count; one ticked before today is gone.
    @Test func itemsTickedTodayStayButDoNotCount() {
        let items = [
            item(1, due: "2026-03-08 09:00", checked: true, completed: "2026-03-10 07:00"),
            item(2, due: "2026-03-08 09:00", checked: true, completed: "2026-03-09 18:00"),
            item(3, due: "2026-03-12 09:00", checked: true, completed: "2026-03-10 07:00"),
            item(4, due: "2026-03-10 18:00"),
        ]
        #expect(ids(.today, items, now: "2026-03-10 12:00") == [1, 4])
        #expect(SmartList.today.count(of: items, now: local("2026-03-10 12:00"), timeZone: zone) == 1)
        #expect(ids(.upcoming, items, now: "2026-03-10 12:00") == [3])
        #expect(SmartList.upcoming.count(of: items, now: local("2026-03-10 12:00"), timeZone: zone) == 0)
    }
}
