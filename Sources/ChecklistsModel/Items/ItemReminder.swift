import Foundation
import LocalNotifications
import Translations

/// The tutorial's reminder rules for one item: which reminders it wants, and their requests.
public enum ItemReminder {
    /// The title of every item reminder.
    public static let title = tr("Reminder:")
    /// The notification category of item reminders, whose popups offer Mark Done and Snooze.
    public static let category = "item-reminder"
    /// The action that checks the item off.
    public static let markDoneAction = "mark-done"
    /// The action that shows the reminder again a little later.
    public static let snoozeAction = "snooze"
    /// The buttons of an item reminder's popup: action identifiers and their titles.
    public static let actions: [(identifier: String, title: String)] = [
        (markDoneAction, tr("Mark Done")), (snoozeAction, tr("Snooze")),
    ]

    /// The request identifier of an item's first reminder: its ID in decimal.
    public static func identifier(for itemID: Int64) -> String {
        String(itemID)
    }

    /// The request identifier of the reminder at `position` (0-based) of an item with these
    /// reminders: the one at the due time (or, when none is, the first) keeps the item's ID,
    /// as before items had several; the others are "ID/2", "ID/3" and on, in their order.
    public static func identifier(for itemID: Int64, position: Int, of alarms: [ItemAlarm]) -> String {
        let primary = alarms.firstIndex(of: .atDue) ?? 0
        if position == primary { return identifier(for: itemID) }
        let number = position < primary ? position + 2 : position + 1
        return "\(itemID)/\(number)"
    }

    /// Every identifier an item with `count` reminders may have used: "ID", "ID/2" … "ID/count".
    static func identifiers(for itemID: Int64, count: Int) -> [String] {
        [identifier(for: itemID)] + (count < 2 ? [] : (2...count).map { "\(itemID)/\($0)" })
    }

    /// The item a reminder's request identifier belongs to: "12" and "12/3" give 12.
    public static func itemID(fromIdentifier identifier: String) -> Int64? {
        let number = identifier.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard number.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int64(number), id > 0 else { return nil }
        return id
    }

    /// The hour of the day the reminders of an item due on a day without a time count from.
    public static let allDayHour = 9

    /// When `alarm` of `item` comes: before-due ones count back from the due time as it is
    /// (for a time a gap skipped, the shifted time), whole days first in calendar days of
    /// the due date's zone, which keep the wall-clock time across a daylight-saving change,
    /// then the rest in elapsed time, as iCalendar reads `-P1DT2H` (a day without a time
    /// counts from `allDayHour`). Nil when a relative reminder has no due date.
    public static func fireDate(of alarm: ItemAlarm, for item: ChecklistItem, in localZone: TimeZone) -> Date? {
        switch alarm {
        case .at(let date):
            return date
        case .beforeDue(let seconds):
            guard var due = item.dueDate else { return nil }
            let calendar = calendar(item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? localZone)
            if item.dueIsAllDay {
                due = calendar.date(bySettingHour: allDayHour, minute: 0, second: 0, of: due) ?? due
            }
            let days = seconds / 86_400
            if days != 0, let date = calendar.date(byAdding: .day, value: -days, to: due) {
                return date.addingTimeInterval(-TimeInterval(seconds % 86_400))
            }
            return due.addingTimeInterval(-TimeInterval(seconds))
        }
    }

    /// The requests `item` wants at `now`: one per reminder that comes in the future, while
    /// the item is unchecked. Each is a one-shot calendar trigger at the minute the reminder
    /// comes, as floating local time (or in the due date's zone when it has one), with title
    /// "Reminder:" and the text as body, waking the computer when the item asks for it.
    public static func requests(
        for item: ChecklistItem, at now: Date, in zone: TimeZone, sound: NotificationSound = .default
    ) -> [NotificationRequest] {
        guard !item.isChecked else { return [] }
        let triggerZone = item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? zone
        return item.reminders.indices.compactMap { position in
            guard let date = fireDate(of: item.reminders[position], for: item, in: zone), date > now,
                TimeBounds.contains(date)
            else { return nil }
            let parts = calendar(triggerZone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let trigger = CalendarTrigger(
                year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute,
                repeats: false, timeZoneIdentifier: item.dueTimeZone == nil ? nil : triggerZone.identifier)
            return NotificationRequest(
                identifier: identifier(for: item.id, position: position, of: item.reminders),
                content: content(for: item, sound: sound), trigger: .calendar(trigger),
                wakesSystem: item.wakesComputer, repeatInterval: item.nagInterval.map(TimeInterval.init),
                soundLoop: rings(item, sound: sound))
        }
    }

    /// The request that shows `item`'s reminder again after `seconds` (a snooze): the
    /// identifier of the reminder that popped up (by default the item's first), so it
    /// replaces any pending one of that reminder alone.
    public static func snoozedRequest(
        for item: ChecklistItem, after seconds: TimeInterval, identifier snoozed: String? = nil,
        sound: NotificationSound = .default
    )
        -> NotificationRequest
    {
        NotificationRequest(
            identifier: snoozed ?? identifier(for: item.id), content: content(for: item, sound: sound),
            trigger: .timeInterval(TimeIntervalTrigger(interval: seconds, repeats: false)),
            wakesSystem: item.wakesComputer, repeatInterval: item.nagInterval.map(TimeInterval.init),
            soundLoop: rings(item, sound: sound))
    }

    /// Whether the item's reminder rings: when the item says so and the reminders have a
    /// sound (a silent setting wins: there is nothing to ring).
    private static func rings(_ item: ChecklistItem, sound: NotificationSound) -> Bool {
        item.ringsAlarm && sound != .none
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
