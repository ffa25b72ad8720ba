import Foundation
import LocalNotifications

/// The rules a draft must keep before it is stored, shared by adding, editing and restoring:
/// the text's rules, notes of at most `maximumNotesLength` characters (empty notes are
/// none), a due date between the years 1970 and 9999 to the minute (a day without a time at
/// its start), a known time zone, a repeat only with a due date and with a rule the core
/// accepts (anchored at the due date, so it keeps its meaning as the item moves on), and at
/// most `maximumReminders` distinct reminders: "before" ones at most a year before the due
/// time (without a due date they wait for one), fixed ones between the years 1970 and 9999.
public enum DraftRules {
    /// The longest notes, in characters.
    public static let maximumNotesLength = 10_000
    /// The most reminders one item may have.
    public static let maximumReminders = 20

    /// The draft as it will be stored, or the error that names what was wrong.
    public static func checked(_ draft: ItemDraft, zone localZone: TimeZone) throws(ChecklistsError) -> ItemDraft {
        var result = draft
        result.text = try TextRules.itemText(draft.text)
        result.notes = try notes(draft.notes)
        let zone = try dueZone(draft.dueTimeZone) ?? localZone
        result.dueDate = try due(draft.dueDate, allDay: draft.dueIsAllDay, zone: zone)
        if result.dueDate == nil {
            result.dueIsAllDay = false
            result.dueTimeZone = nil
        }
        result.recurrence = try recurrence(draft.recurrence, due: result.dueDate, zone: zone)
        result.reminders = try reminders(draft.reminders, zone: localZone)
        return result
    }

    private static func notes(_ notes: String?) throws(ChecklistsError) -> String? {
        guard let trimmed = notes?.trimmingWhitespace, !trimmed.isEmpty else { return nil }
        guard trimmed.count <= maximumNotesLength else {
            throw .invalidItemDetail(
                "the notes of an item can have at most \(maximumNotesLength) characters (these have \(trimmed.count))")
        }
        return trimmed
    }

    private static func dueZone(_ identifier: String?) throws(ChecklistsError) -> TimeZone? {
        guard let identifier else { return nil }
        guard let zone = TimeZone(identifier: identifier) else {
            throw .invalidDueDate("\"\(identifier)\" is not a time zone this system knows")
        }
        return zone
    }

    private static func due(_ date: Date?, allDay: Bool, zone: TimeZone) throws(ChecklistsError) -> Date? {
        guard let date else { return nil }
        guard TimeBounds.contains(date) else {
            throw .invalidDueDate(
                "the due date must be between the years 1970 and 9999, not \(TimeBounds.describe(date))")
        }
        let calendar = ItemReminder.calendar(zone)
        return calendar.dateInterval(of: allDay ? .day : .minute, for: date)?.start ?? date
    }

    private static func recurrence(
        _ recurrence: ItemRepeat?, due: Date?, zone: TimeZone
    ) throws(ChecklistsError)
        -> ItemRepeat?
    {
        guard var recurrence else { return nil }
        guard let due else { throw .invalidItemDetail("a repeating item needs a due date") }
        do {
            recurrence.rule = try recurrence.rule.validated().anchored(at: due, in: zone)
        } catch {
            throw .invalidItemDetail("the repeat rule was refused: \(error)")
        }
        return recurrence
    }

    private static func reminders(
        _ alarms: [ItemAlarm], zone: TimeZone
    ) throws(ChecklistsError)
        -> [ItemAlarm]
    {
        var result: [ItemAlarm] = []
        for alarm in alarms {
            var kept = alarm
            switch alarm {
            case .beforeDue(let seconds):
                guard (0...ItemAlarm.longestLead).contains(seconds) else {
                    throw .invalidItemDetail("a reminder can come at most a year before the due time")
                }
            case .at(let date):
                guard TimeBounds.contains(date) else {
                    throw .invalidItemDetail(
                        "a reminder must be between the years 1970 and 9999, not \(TimeBounds.describe(date))")
                }
                kept = .at(ItemReminder.minutePrecision(date, in: zone))
            }
            if !result.contains(kept) { result.append(kept) }
        }
        guard result.count <= maximumReminders else {
            throw .invalidItemDetail("an item can have at most \(maximumReminders) reminders")
        }
        return result
    }
}
