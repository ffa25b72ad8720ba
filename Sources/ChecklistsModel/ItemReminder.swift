import Foundation
import LocalNotifications

/// The tutorial's reminder rules for one item: whether it wants a reminder, and the request.
public enum ItemReminder {
    /// The title of every item reminder.
    public static let title = "Reminder:"
    /// The notification category of item reminders, whose popups offer Mark Done and Snooze.
    public static let category = "item-reminder"
    /// The action that checks the item off.
    public static let markDoneAction = "mark-done"
    /// The action that shows the reminder again a little later.
    public static let snoozeAction = "snooze"
    /// The buttons of an item reminder's popup: action identifiers and their titles.
    public static let actions: [(identifier: String, title: String)] = [
        (markDoneAction, "Mark Done"), (snoozeAction, "Snooze"),
    ]

    /// The request identifier of an item's reminder: its ID in decimal.
    public static func identifier(for itemID: Int64) -> String {
        String(itemID)
    }

    /// Whether `item` should have a pending reminder at `now`: Remind Me is on, it is
    /// unchecked, and its due date is in the future.
    public static func isWanted(for item: ChecklistItem, at now: Date) -> Bool {
        guard item.remindMe, !item.isChecked, let due = item.dueDate else { return false }
        return due > now
    }

    /// Whether `item` may have a pending reminder that a cancel must reach: Remind Me on,
    /// unchecked, with a due date (past or not: a late reminder may still be pending).
    static func mayBePending(for item: ChecklistItem) -> Bool {
        item.remindMe && !item.isChecked && item.dueDate != nil
    }

    /// The one-shot request for `item`: year, month, day, hour and minute of its due date in
    /// `zone`, as floating local time (no time zone), title "Reminder:", the text as body.
    /// Nil when the item has no due date.
    public static func request(
        for item: ChecklistItem, in zone: TimeZone, sound: NotificationSound = .default
    )
        -> NotificationRequest?
    {
        guard let due = item.dueDate else { return nil }
        let parts = calendar(zone).dateComponents([.year, .month, .day, .hour, .minute], from: due)
        let trigger = CalendarTrigger(
            year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute,
            repeats: false)
        return NotificationRequest(
            identifier: identifier(for: item.id), content: content(for: item, sound: sound), trigger: .calendar(trigger)
        )
    }

    /// The request that shows `item`'s reminder again after `seconds` (a snooze): the same
    /// identifier, so it replaces any pending one.
    public static func snoozedRequest(
        for item: ChecklistItem, after seconds: TimeInterval, sound: NotificationSound = .default
    )
        -> NotificationRequest
    {
        NotificationRequest(
            identifier: identifier(for: item.id), content: content(for: item, sound: sound),
            trigger: .timeInterval(TimeIntervalTrigger(interval: seconds, repeats: false)))
    }

    private static func content(for item: ChecklistItem, sound: NotificationSound) -> NotificationContent {
        NotificationContent(title: title, body: item.text, sound: sound, categoryIdentifier: category)
    }

    /// `date` without its seconds (and fractions), in `zone`: reminders have minute precision.
    public static func minutePrecision(_ date: Date, in zone: TimeZone) -> Date {
        let calendar = calendar(zone)
        return calendar.dateInterval(of: .minute, for: date)?.start ?? date
    }

    /// A Gregorian calendar in `zone`.
    static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
