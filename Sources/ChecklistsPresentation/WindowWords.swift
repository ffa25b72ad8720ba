import Foundation

/// The words the window adds to the item dialog, the rows and the settings, kept in one
/// place so that they can be translated (the date and repeat words are `PhraseWords`).
public enum WindowWords {
    /// The bar while remindd does not answer the window's calls: why, when a call failed.
    public static func remindersWaiting(_ reason: String?) -> String {
        guard let reason else {
            return
                "remindd does not answer yet: the items are saved, and their reminders will be scheduled when it does."
        }
        return "\(reason) The items are saved, and their reminders will be scheduled when remindd answers."
    }
    /// The bar once remindd answered every call again.
    public static let remindersAnswered = "remindd answered: the reminders are scheduled."
    /// The bar when remindd refused a reminder.
    public static func reminderRefused(_ reason: String) -> String { "remindd refused a reminder: \(reason)" }
    /// The bar while a sync runs.
    public static let syncing = "Syncing…"

    /// The bar while a long sync goes on, with how far it is.
    public static func syncProgress(_ note: String) -> String { "Syncing… \(note)" }
    /// The bar for a moment after a sync that went well: "Synced at 14:05".
    public static func syncedAt(_ time: String) -> String { "Synced at \(time)" }
    /// The bar after a sync that failed, until the next one: why, for each account that failed.
    public static func syncFailed(_ messages: [String]) -> String {
        "Sync failed: \(messages.joined(separator: "; "))"
    }
    /// The bar after a sync that merged items changed on both sides.
    public static func mergedChanges(_ items: [String]) -> String {
        "Merged changes made on both sides: \(items.map { "“\($0)”" }.joined(separator: ", "))"
    }
    /// The button beside a failed sync.
    public static let retrySync = "_Retry"
    /// What a screen reader says for that button.
    public static let retrySyncDescription = "Retry Sync"
    /// The accessible name of the Keyboard Shortcuts window's search button, which GTK leaves unnamed.
    public static let searchShortcuts = "Search Shortcuts"

    /// A reminder at the item's due time.
    public static let atDueTime = "At the due time"
    /// A reminder some time before the due time: "15 minutes before".
    public static func before(_ amount: String) -> String { "\(amount) before" }
    /// A reminder at a fixed date and time: "At Fri 4 Dec 2026, 09:00".
    public static func atDate(_ date: String) -> String { "At \(date)" }
    /// "1 minute", "5 minutes"…
    public static let minuteUnit = ("minute", "minutes")
    /// "1 hour", "2 hours"…
    public static let hourUnit = ("hour", "hours")
    /// "1 day", "2 days"…
    public static let dayUnit = ("day", "days")
    /// "1 week", "2 weeks"…
    public static let weekUnit = ("week", "weeks")
    /// The remove button of a reminder's row.
    public static let removeReminder = "Remove reminder"
    /// The choice of the Add Reminder menu that asks for a date and time.
    public static let atDateAndTime = "At a date and time…"

    /// The repeat choices, in the order the Repeat list shows them.
    public static let repeatNever = "Never"
    /// Every day.
    public static let repeatDaily = "Every day"
    /// Monday to Friday.
    public static let repeatWeekdays = "Every weekday"
    /// Every week on the due date's weekday.
    public static let repeatWeekly = "Every week"
    /// Every month on the due date's day.
    public static let repeatMonthly = "Every month"
    /// Every year on the due date's day.
    public static let repeatYearly = "Every year"
    /// A rule typed as a phrase or an RRULE line.
    public static let repeatCustom = "Custom…"

    /// The row detail's "Due …" part.
    public static func due(_ date: String) -> String { "Due \(date)" }
    /// The row detail's mark of an item with reminders.
    public static let reminderOn = "reminder on"
    /// The row detail's mark of an item with several reminders.
    public static func reminders(_ count: Int) -> String { "\(count) reminders" }
    /// The row detail's mark of an overdue item.
    public static let overdue = "overdue"
    /// The row detail's mark of an item with notes.
    public static let hasNotes = "notes"
    /// What a screen reader says for the repeat mark.
    public static let repeatsDescription = "Repeats"
    /// What a screen reader says for the notes mark.
    public static let notesDescription = "Has notes"
    /// The undo bar after a repeating item moved on: "Moved to Tue 8 Dec 2026, 14:00".
    public static func movedTo(_ date: String) -> String { "Moved to \(date)" }

    /// The due field left empty.
    public static let noDueDate = "No due date"
    /// A repeat chosen without a due date.
    public static let repeatNeedsDue = "A repeat needs a due date."
    /// Reminders before the due time without a due date.
    public static let remindersNeedDue = "Reminders before the due time need a due date."
    /// The due field already repeats and the Repeat list says otherwise.
    public static let dueAlreadyRepeats =
        "The due date already says how the item repeats; set Repeat to Never or type a date."
    /// A custom repeat that is a date, not a rule.
    public static func notARule(_ text: String) -> String {
        "“\(text)” is a date, not a repeat rule such as “every monday”"
    }
    /// An RRULE line the core refuses.
    public static func badRule(_ text: String, _ reason: String) -> String {
        "“\(text)” is not a rule Checklists can use: \(reason)"
    }
    /// A reminder date that repeats.
    public static func reminderRepeats(_ text: String) -> String {
        "“\(text)” repeats; a reminder is at one date and time"
    }
}
