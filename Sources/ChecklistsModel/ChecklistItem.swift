import Foundation

/// One item of a checklist: a line of text that can be checked off, with an optional due
/// date and a "Remind Me" switch.
public struct ChecklistItem: Sendable, Hashable {
    /// The item's number: unique, counting on across restarts and deletions. Its reminder's
    /// request identifier is this number in decimal.
    public var id: Int64
    /// The checklist the item belongs to.
    public var checklistID: Int64
    /// The text: trimmed, not empty, on one line.
    public var text: String
    /// Whether the item is checked off.
    public var isChecked: Bool
    /// When the item is due, to the minute; nil when it has no due date.
    public var dueDate: Date?
    /// Whether a reminder pops up at the due date (while the item is unchecked).
    public var remindMe: Bool

    /// Creates an item value (the model makes them; tests and previews may too).
    public init(id: Int64, checklistID: Int64, text: String, isChecked: Bool, dueDate: Date?, remindMe: Bool) {
        self.id = id
        self.checklistID = checklistID
        self.text = text
        self.isChecked = isChecked
        self.dueDate = dueDate
        self.remindMe = remindMe
    }

    /// Whether the item is unchecked and its due date has passed at `now`.
    public func isOverdue(at now: Date) -> Bool {
        guard !isChecked, let dueDate else { return false }
        return dueDate < now
    }

    /// What the item's editable fields hold, as a draft for `updateItem`.
    public var draft: ItemDraft {
        ItemDraft(text: text, dueDate: dueDate, remindMe: remindMe)
    }
}
