import Foundation
import LocalNotifications
import Translations

/// The rules a draft must keep before it is stored, and their one-line messages: the one
/// owner of the item rules, which adding, editing, restoring, importing and sync's apply all
/// go through, and which the window and the command line ask instead of checking themselves.
///
/// The text's rules, notes of at most `maximumNotesLength` characters (empty notes are
/// none), a due date between the years 1970 and 9999 to the minute (a day without a time at
/// its start), a known time zone, a repeat only with a due date and with a rule the core
/// accepts (anchored at the due date, so it keeps its meaning as the item moves on), and at
/// most `maximumReminders` distinct reminders: "before" ones (and the one at the due time)
/// only with a due date and at most a year before it, fixed ones between the years 1970 and
/// 9999. A missing due date is `ChecklistsError.dueDateNeeded`.
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
        result.reminders = try reminders(draft.reminders, due: result.dueDate, zone: localZone)
        return result
    }

    private static func notes(_ notes: String?) throws(ChecklistsError) -> String? {
        guard let trimmed = notes?.trimmingWhitespace, !trimmed.isEmpty else { return nil }
        guard trimmed.count <= maximumNotesLength else {
            throw .invalidItemDetail(
                tr(
                    "the notes of an item can have at most %s characters (these have %s)", "\(maximumNotesLength)",
                    "\(trimmed.count)"))
        }
        return trimmed
    }

    private static func dueZone(_ identifier: String?) throws(ChecklistsError) -> TimeZone? {
        guard let identifier else { return nil }
        guard let zone = TimeZone(identifier: identifier) else {
            throw .invalidDueDate(tr("\"%s\" is not a time zone this system knows", identifier))
        }
        return zone
    }

    private static func due(_ date: Date?, allDay: Bool, zone: TimeZone) throws(ChecklistsError) -> Date? {
        guard let date else { return nil }
        guard TimeBounds.contains(date) else {
            throw .invalidDueDate(
                tr("the due date must be between the years 1970 and 9999, not %s", TimeBounds.describe(date)))
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
        guard let due else { throw .dueDateNeeded(tr("a repeat needs a due date")) }
        do {
            recurrence.rule = try recurrence.rule.validated().anchored(at: due, in: zone)
        } catch {
            throw .invalidItemDetail(tr("the repeat rule was refused: %s", "\(error)"))
        }
        return recurrence
    }

    private static func reminders(
        _ alarms: [ItemAlarm], due: Date?, zone: TimeZone
    ) throws(ChecklistsError)
        -> [ItemAlarm]
    {
        var result: [ItemAlarm] = []
        for alarm in alarms {
            var kept = alarm
            switch alarm {
            case .beforeDue(let seconds):
                guard (0...ItemAlarm.longestLead).contains(seconds) else {
                    throw .invalidItemDetail(tr("a reminder can come at most a year before the due time"))
                }
                guard due != nil else {
                    throw .dueDateNeeded(tr("reminders before the due time need a due date"))
                }
            case .at(let date):
                guard TimeBounds.contains(date) else {
                    throw .invalidItemDetail(
                        tr("a reminder must be between the years 1970 and 9999, not %s", TimeBounds.describe(date)))
                }
                kept = .at(ItemReminder.minutePrecision(date, in: zone))
            }
            if !result.contains(kept) { result.append(kept) }
        }
        guard result.count <= maximumReminders else {
            throw .invalidItemDetail(tr("an item can have at most %s reminders", "\(maximumReminders)"))
        }
        return result
    }
}
