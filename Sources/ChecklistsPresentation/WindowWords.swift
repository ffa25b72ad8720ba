import Foundation
import Translations

/// The words the window adds to the item dialog, the rows and the settings, kept in one
/// place so that they can be translated (the date and repeat words are `PhraseWords`).
public enum WindowWords {
    /// The bar while remindd does not answer the window's calls: why, when a call failed.
    public static func remindersWaiting(_ reason: String?) -> String {
        guard let reason else {
            return tr(
                "remindd does not answer yet: the items are saved, and their reminders will be scheduled when it does.")
        }
        return tr("%s The items are saved, and their reminders will be scheduled when remindd answers.", reason)
    }
    /// The bar once remindd answered every call again.
    public static let remindersAnswered = tr("remindd answered: the reminders are scheduled.")
    /// The bar when remindd refused a reminder.
    public static func reminderRefused(_ reason: String) -> String { tr("remindd refused a reminder: %s", reason) }
    /// The bar while a sync runs.
    public static let syncing = tr("Syncing…")

    /// The tooltip of the item dialog's "Wake the computer".
    public static let wakeTooltip = tr(
        "Wakes the computer from suspend a minute before each reminder, so that it comes on time")
    /// Why "Wake the computer" is off: remindd may not wake it.
    public static let wakeDenied = tr(
        "remindd may not wake this computer (Settings → Status says how to allow it); reminders come when it resumes")
    /// Why "Wake the computer" is off: the computer cannot be woken on a timer.
    public static let wakeUnsupported = tr(
        "This computer cannot be woken on a timer; reminders come when it resumes")

    /// The bar while a long sync goes on, with how far it is.
    public static func syncProgress(_ note: String) -> String { tr("Syncing… %s", note) }
    /// The bar for a moment after a sync that went well: "Synced at 14:05".
    public static func syncedAt(_ time: String) -> String { tr("Synced at %s", time) }
    /// The bar after a sync that failed, until the next one: why, for each account that failed.
    public static func syncFailed(_ messages: [String]) -> String {
        tr("Sync failed: %s", messages.joined(separator: "; "))
    }
    /// The bar after a sync that merged items changed on both sides.
    public static func mergedChanges(_ items: [String]) -> String {
        tr("Merged changes made on both sides: %s", items.map { tr("“%s”", $0) }.joined(separator: ", "))
    }
    /// The button beside a failed sync.
    public static let retrySync = tr("_Retry")
    /// What a screen reader says for that button.
    public static let retrySyncDescription = tr("Retry Sync")
    /// The accessible name of the Keyboard Shortcuts window's search button, which GTK leaves unnamed.
    public static let searchShortcuts = tr("Search Shortcuts")

    /// A reminder at the item's due time.
    public static let atDueTime = tr("At the due time")
    /// A reminder some time before the due time: "15 minutes before".
    public static func before(_ amount: String) -> String { tr("%s before", amount) }
    /// A reminder at a fixed date and time: "On Fri, 4 Dec 2026 at 09:00".
    public static func atDate(_ date: String) -> String { tr("On %s", date) }
    /// "1 minute", "5 minutes"…
    public static func minutes(_ count: Int) -> String { trn("%d minute", "%d minutes", count) }
    /// "1 hour", "2 hours"…
    public static func hours(_ count: Int) -> String { trn("%d hour", "%d hours", count) }
    /// "1 day", "2 days"…
    public static func days(_ count: Int) -> String { trn("%d day", "%d days", count) }
    /// "1 week", "2 weeks"…
    public static func weeks(_ count: Int) -> String { trn("%d week", "%d weeks", count) }
    /// The remove button of a reminder's row.
    public static let removeReminder = tr("Remove reminder")
    /// The choice of the Add Reminder menu that asks for a date and time.
    public static let atDateAndTime = tr("At a date and time…")

    /// The repeat choices, in the order the Repeat list shows them.
    public static let repeatNever = tr("Never")
    /// Every day.
    public static let repeatDaily = tr("Every day")
    /// Monday to Friday.
    public static let repeatWeekdays = tr("Every weekday")
    /// Every week on the due date's weekday.
    public static let repeatWeekly = tr("Every week")
    /// Every month on the due date's day.
    public static let repeatMonthly = tr("Every month")
    /// Every year on the due date's day.
    public static let repeatYearly = tr("Every year")
    /// A rule typed as a phrase or an RRULE line.
    public static let repeatCustom = tr("Custom…")

    /// The row detail's "Due …" part.
    public static func due(_ date: String) -> String { tr("Due %s", date) }
    /// The row detail's mark of an item with reminders.
    public static let reminderOn = tr("reminder on")
    /// The row detail's mark of an item with several reminders.
    public static func reminders(_ count: Int) -> String { trn("%d reminder", "%d reminders", count) }
    /// The row detail's mark of an overdue item.
    public static let overdue = tr("overdue")
    /// The row detail's mark of an item with notes.
    public static let hasNotes = tr("notes")
    /// What a screen reader says for the repeat mark.
    public static let repeatsDescription = tr("Repeats")
    /// What a screen reader says for the notes mark.
    public static let notesDescription = tr("Has notes")
    /// The undo bar after a repeating item moved on: "Moved to Tue 8 Dec 2026, 14:00".
    public static func movedTo(_ date: String) -> String { tr("Moved to %s", date) }

    /// The due field left empty.
    public static let noDueDate = tr("No due date")
    /// The due field repeats ("every Tuesday") and the Repeat list was set otherwise.
    public static func dueRepeatsOtherwise(_ repeatText: String) -> String {
        tr("The due date repeats %s, but Repeat says otherwise. Change one of them.", repeatText)
    }
    /// A custom repeat that is a date, not a rule.
    public static func notARule(_ text: String) -> String {
        tr("“%s” is a date, not a repeat such as “every monday”.", text)
    }
    /// An RRULE line the core refuses.
    public static func badRule(_ text: String, _ reason: String) -> String {
        sentence(tr("“%s” is not a repeat Checklists can use: %s", text, reason))
    }
    /// A reminder date that repeats.
    public static func reminderRepeats(_ text: String) -> String {
        tr("“%s” repeats, but a reminder comes at one date and time.", text)
    }

    /// `message` as the window shows it: a capital first and a full stop at the end (the
    /// command line's messages, which some of the window's come from, start small and end
    /// without one).
    public static func sentence(_ message: String) -> String {
        guard let first = message.first else { return message }
        let capitalized = first.uppercased() + message.dropFirst()
        guard let last = capitalized.last, !".!?…".contains(last) else { return capitalized }
        return capitalized + "."
    }
}
