import ChecklistsModel
import Foundation

/// What one item's row shows, worked out without any widget.
public struct ItemRowContent: Equatable {
    /// The item's text.
    public var text: String
    /// The due date under the text, in the user's locale, or nil when the item has none.
    public var due: String?
    /// Whether the bell shows: "Remind Me" is on.
    public var showsBell: Bool
    /// Whether the row stands out: unchecked and past its due date.
    public var isOverdue: Bool
    /// Whether the box is ticked.
    public var isChecked: Bool

    /// The content of `item`'s row at `now`.
    public init(item: ChecklistItem, now: Date, dates: DueDateText) {
        text = item.text
        due = item.dueDate.map(dates.display)
        showsBell = item.remindMe && item.dueDate != nil
        isOverdue = item.isOverdue(at: now)
        isChecked = item.isChecked
    }
}
