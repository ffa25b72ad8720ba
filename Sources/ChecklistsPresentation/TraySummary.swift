import ChecklistsModel
import Foundation
import Translations

/// What the tray icon shows: how many items are due today or overdue, whether any is
/// overdue, and the next few due items for its menu.
public struct TraySummary: Equatable {
    /// How many items the menu lists at most.
    public static let menuLimit = 5

    /// Unchecked items due before the end of today, overdue ones included.
    public var dueTodayCount: Int
    /// Unchecked items past their due date.
    public var overdueCount: Int
    /// The next unchecked items by due date, overdue ones first, at most `menuLimit`.
    public var nextItems: [ChecklistItem]

    /// Sums up `items` at `now` in `timeZone`.
    public init(items: [ChecklistItem], now: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let endOfToday = calendar.dateInterval(of: .day, for: now)?.end ?? now
        let open = items.filter { !$0.isChecked && $0.dueDate != nil }
            .sorted { ($0.dueDate ?? .distantFuture, $0.id) < ($1.dueDate ?? .distantFuture, $1.id) }
        dueTodayCount = open.filter { ($0.dueDate ?? .distantFuture) < endOfToday }.count
        overdueCount = open.filter { $0.isOverdue(at: now, in: timeZone) }.count
        nextItems = Array(open.prefix(Self.menuLimit))
    }

    /// The tray's tooltip and label: "2 due today, 1 overdue", or "Nothing due today".
    public var text: String {
        guard dueTodayCount > 0 else { return tr("Nothing due today") }
        let today = trn("%d due today", "%d due today", dueTodayCount)
        return overdueCount > 0 ? trn("%2$s, %1$d overdue", "%2$s, %1$d overdue", overdueCount, today) : today
    }

    /// The icon: the overdue variant when anything is overdue.
    public var iconName: String {
        overdueCount > 0 ? Self.overdueIconName : Self.iconName
    }

    /// The tray's usual icon, from the app's icons.
    public static let iconName = "\(ChecklistsApp.identifier)-symbolic"
    /// The tray's icon while anything is overdue.
    public static let overdueIconName = "\(ChecklistsApp.identifier)-overdue-symbolic"
}
