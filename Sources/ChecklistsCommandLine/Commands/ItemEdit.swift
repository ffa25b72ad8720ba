import ChecklistsModel
import Foundation

/// What `checklists edit` changes; what is not given stays as stored.
public struct ItemEdit: Equatable, Sendable {
    /// A change of one field: keep it, set it, or clear it.
    public enum Change<Value: Equatable & Sendable>: Equatable, Sendable {
        /// Keep what is stored.
        case keep
        /// Set this value.
        case set(Value)
        /// Remove it.
        case clear
    }

    /// A due date as read: the instant, whether it is a day without a time, and the time
    /// typed when a daylight-saving gap moved the instant off it.
    public struct Due: Equatable, Sendable {
        /// The instant (the start of the day for a day without a time).
        public var date: Date
        /// Whether it is a day without a time.
        public var isAllDay: Bool
        /// The time of day typed, in seconds after midnight, when a gap skips it that day;
        /// nil otherwise. A repeating item's later occurrences are at this time.
        public var skippedTimeOfDay: Int?

        /// Creates a due date.
        public init(_ date: Date, isAllDay: Bool = false, skippedTimeOfDay: Int? = nil) {
            self.date = date
            self.isAllDay = isAllDay
            self.skippedTimeOfDay = skippedTimeOfDay
        }
    }

    /// The new text, or nil to keep it.
    public var text: String?
    /// The due date change; clearing it also removes the repeat and the reminders that count
    /// from the due time.
    public var due: Change<Due>
    /// The new notes, or nil to keep them (empty notes remove them).
    public var notes: String?
    /// The repeat change.
    public var recurrence: Change<ItemRepeat>
    /// The reminders that replace the stored ones, or nil to keep them; empty for none.
    public var reminders: [ItemAlarm]?
    /// The due date to take when the item has none: the first occurrence of a `--repeat`
    /// phrase given without `--due`.
    public var dueWhenNone: Due?
    /// Whether the computer is to be woken for the reminders (`--wake`, `--no-wake`), or nil
    /// to keep it.
    public var wakesComputer: Bool?
    /// Whether the due time is to keep its time of day wherever the user is (`--floating`,
    /// `--no-floating`), or nil to keep it as it is.
    public var floating: Bool?
    /// How often a reminder's popup comes again until the user responds (`--nag`, `--no-nag`).
    public var nagInterval: Change<Int> = .keep
    /// Whether the reminders ring like an alarm (`--ring`, `--no-ring`), or nil to keep it.
    public var ringsAlarm: Bool?

    /// Creates the change.
    public init(
        text: String? = nil, due: Change<Due> = .keep, notes: String? = nil, recurrence: Change<ItemRepeat> = .keep,
        reminders: [ItemAlarm]? = nil
    ) {
        self.text = text
        self.due = due
        self.notes = notes
        self.recurrence = recurrence
        self.reminders = reminders
    }

    /// `draft` with this change applied. A due date given here (typed in `localZone`, the
    /// user's) is kept in that zone, unless the item floats or `--floating` asks for it;
    /// `--floating` alone lets the stored due time float, `--no-floating` keeps it in the
    /// user's zone, at the same instant.
    func applied(to stored: ItemDraft, localZone: TimeZone) -> ItemDraft {
        var draft = stored
        if let text { draft.text = text }
        if let notes { draft.notes = notes }
        switch due {
        case .keep: break
        case .set(let due):
            draft.dueDate = due.date
            draft.dueIsAllDay = due.isAllDay
        case .clear:
            draft.dueDate = nil
            draft.recurrence = nil
            draft.reminders = draft.reminders.filter { if case .at = $0 { true } else { false } }
        }
        switch recurrence {
        case .keep: break
        case .set(let value): draft.recurrence = value
        case .clear: draft.recurrence = nil
        }
        if case .set(let due) = due { draft.recurrence?.timeOfDay = due.skippedTimeOfDay }
        if let reminders { draft.reminders = reminders }
        if let wakesComputer { draft.wakesComputer = wakesComputer }
        if let ringsAlarm { draft.ringsAlarm = ringsAlarm }
        switch nagInterval {
        case .keep: break
        case .set(let seconds): draft.nagInterval = seconds
        case .clear: draft.nagInterval = nil
        }
        if draft.dueDate == nil, let due = dueWhenNone {
            draft.dueDate = due.date
            draft.dueIsAllDay = due.isAllDay
            draft.recurrence?.timeOfDay = due.skippedTimeOfDay
        }
        if draft.dueDate == nil || draft.dueIsAllDay {
            draft.dueTimeZone = nil
        } else if floating != nil || due != .keep || stored.dueDate == nil || stored.dueIsAllDay {
            let floats = floating ?? ItemZone.isFloating(stored)
            draft.dueTimeZone = ItemZone.identifier(for: localZone, isAllDay: false, floating: floats)
        }
        return draft
    }
}
