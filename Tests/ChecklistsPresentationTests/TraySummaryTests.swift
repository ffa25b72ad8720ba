import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Testing

/// The tray's counts, icon and menu items.
@Suite("Tray summary")
struct TraySummaryTests {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    private let now = ISO8601DateFormatter().date(from: "2026-11-30T10:00:00Z") ?? Date()

    private func item(_ id: Int64, hoursFromNow: Double?, checked: Bool = false) -> ChecklistItem {
        ChecklistItem(
            id: id, checklistID: 1, text: "item \(id)", isChecked: checked,
            dueDate: hoursFromNow.map { now.addingTimeInterval($0 * 3600) }, remindMe: true)
    }

    /// Overdue and later-today items count as due today; tomorrow's and checked ones do not.
    @Test func countsAndIcon() {
        let items = [
            item(1, hoursFromNow: -2), item(2, hoursFromNow: 3), item(3, hoursFromNow: 30),
            item(4, hoursFromNow: -1, checked: true), item(5, hoursFromNow: nil),
        ]
        let summary = TraySummary(items: items, now: now, timeZone: zone)
        #expect(summary.dueTodayCount == 2)
        #expect(summary.overdueCount == 1)
        #expect(summary.text == "2 due today, 1 overdue")
        #expect(summary.iconName == "org.checklists.Checklists-overdue-symbolic")
        #expect(summary.nextItems.map(\.id) == [1, 2, 3])
    }

    /// With nothing due the plain icon shows and the text says so; the menu lists at most five.
    @Test func quietDayAndLimit() {
        let items = (1...8).map { item(Int64($0), hoursFromNow: Double(24 + $0)) }
        let summary = TraySummary(items: items, now: now, timeZone: zone)
        #expect(summary.text == "Nothing due today")
        #expect(summary.iconName == "org.checklists.Checklists-symbolic")
        #expect(summary.nextItems.map(\.id) == [1, 2, 3, 4, 5])
    }

    /// A day without a time is overdue once that day is over in the user's zone, not the
    /// system's: Sunday 25 October 2026 in Berlin has 25 hours, so at 23:30 there (22:30 UTC)
    /// it is still today.
    @Test func dayWithoutTimeEndsInTheUsersZone() {
        var day = item(1, hoursFromNow: nil)
        day.dueIsAllDay = true
        day.dueDate = ISO8601DateFormatter().date(from: "2026-10-24T22:00:00Z")  // 25 Oct, 00:00 in Berlin
        let lateEvening = ISO8601DateFormatter().date(from: "2026-10-25T22:30:00Z") ?? now
        #expect(TraySummary(items: [day], now: lateEvening, timeZone: zone).overdueCount == 0)
        let nextDay = ISO8601DateFormatter().date(from: "2026-10-25T23:00:00Z") ?? now
        #expect(TraySummary(items: [day], now: nextDay, timeZone: zone).overdueCount == 1)
    }
}
