import ChecklistsModel
import Foundation

/// A list the window gathers from every checklist: Today (due today or overdue) and
/// Upcoming (due after today, through the seventh day after it).
///
/// Each holds the unchecked items in its span, and the items ticked today that were due
/// in it, so that a tick made there stays in sight and can be taken back. Its count is the
/// unchecked ones. Days are the user's days, in their time zone.
public enum SmartList: CaseIterable, Sendable {
    /// Due before the end of today, overdue ones included.
    case today
    /// Due after today and before the end of the seventh day after it.
    case upcoming

    /// How many days after today Upcoming reaches.
    public static let upcomingDays = 7

    /// The list's name, as its row and the items' heading say it.
    public var name: String {
        switch self {
        case .today: WindowWords.today
        case .upcoming: WindowWords.upcoming
        }
    }

    /// The items of `items` in the list at `now`, by due date (ties by number).
    public func items(from items: [ChecklistItem], now: Date, timeZone: TimeZone) -> [ChecklistItem] {
        let span = self.span(now: now, timeZone: timeZone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let startOfToday = calendar.startOfDay(for: now)
        return items.filter { item in
            guard let due = item.dueDate, span.contains(due) else { return false }
            guard item.isChecked else { return true }
            return item.completedAt.map { $0 >= startOfToday } ?? false
        }
        .sorted { ($0.dueDate ?? .distantFuture, $0.id) < ($1.dueDate ?? .distantFuture, $1.id) }
    }

    /// How many unchecked items of `items` are in the list at `now`.
    public func count(of items: [ChecklistItem], now: Date, timeZone: TimeZone) -> Int {
        self.items(from: items, now: now, timeZone: timeZone).filter { !$0.isChecked }.count
    }

    /// The due dates the list takes: from the distant past (Today) or the start of tomorrow
    /// (Upcoming), up to the end of today or of the seventh day after it.
    private func span(now: Date, timeZone: TimeZone) -> Range<Date> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let startOfToday = calendar.startOfDay(for: now)
        let startOfTomorrow = calendar.date(byAdding: .day, value: 1, to: startOfToday) ?? now
        switch self {
        case .today:
            return Date.distantPast..<startOfTomorrow
        case .upcoming:
            let end = calendar.date(byAdding: .day, value: Self.upcomingDays + 1, to: startOfToday) ?? startOfTomorrow
            return startOfTomorrow..<end
        }
    }
}
