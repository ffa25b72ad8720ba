import ChecklistsModel
import Foundation

/// What one item's row shows, worked out without any widget.
public struct ItemRowContent: Equatable {
    /// The item's text.
    public var text: String
    /// The line under the text: the checklist's name where items of several checklists show
    /// together, the due date in the user's locale, how the item repeats ("every Tuesday"),
    /// then "reminder on" (or "2 reminders"), "notes" and "overdue" when they apply; nil
    /// when none applies.
    public var detail: String?
    /// Whether the bell shows, with "reminder on": the item is unticked, "Remind Me" is on,
    /// and a reminder is still to come or the item repeats (a due date in the past has none).
    public var showsBell: Bool
    /// How the item repeats ("every Tuesday"); nil when it does not.
    public var repeatText: String?
    /// Whether the repeat mark shows.
    public var showsRepeat: Bool { repeatText != nil }
    /// Whether the notes mark shows.
    public var hasNotes: Bool
    /// Whether the row stands out: unchecked and past its due date.
    public var isOverdue: Bool
    /// Whether the box is ticked.
    public var isChecked: Bool

    /// The content of `item`'s row at `now`; `checklistName`, given where items of several
    /// checklists show together (Today, Upcoming, search results), opens the detail line.
    public init(item: ChecklistItem, now: Date, dates: DueDateText, checklistName: String? = nil) {
        text = item.text
        showsBell = Self.remindsLater(item, now: now, zone: dates.timeZone)
        isOverdue = item.isOverdue(at: now, in: dates.timeZone)
        isChecked = item.isChecked
        hasNotes = !(item.notes ?? "").isEmpty
        let zone = item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? dates.timeZone
        repeatText = item.recurrence.map { RepeatDescription.text($0, zone: zone) }
        let reminders =
            !showsBell
            ? nil
            : item.reminders.count == 1
                ? WindowWords.reminderOn
                : WindowWords.reminders(item.reminders.count)
        let parts = [
            checklistName,
            item.dueDate.map { WindowWords.due(item.dueIsAllDay ? dates.displayDay($0) : dates.display($0)) },
            repeatText, reminders,
            hasNotes ? WindowWords.hasNotes : nil, isOverdue ? WindowWords.overdue : nil,
        ].compactMap { $0 }
        detail = parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Whether `item` has a reminder to come after `now`, or repeats, while it is unticked.
    static func remindsLater(_ item: ChecklistItem, now: Date, zone: TimeZone) -> Bool {
        guard !item.isChecked, item.remindMe else { return false }
        return item.recurrence != nil
            || item.reminders.contains { ItemReminder.fireDate(of: $0, for: item, in: zone).map { $0 > now } ?? false }
    }

    /// The row as Pango markup: the text, and the detail line in small type.
    public var markup: String {
        let first = Self.escape(text)
        guard let detail else { return first }
        return "\(first)\n<small>\(Self.escape(detail))</small>"
    }

    /// The text with Pango markup's special characters escaped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
