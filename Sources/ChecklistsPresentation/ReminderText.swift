import ChecklistsModel
import Foundation

/// Says what a reminder is, as the item dialog lists it: "At the due time",
/// "15 minutes before", "1 day before", "At Fri, 4 Dec 2026 at 09:00".
public enum ReminderText {
    /// The text of `alarm`, a fixed date told as `dates` writes it.
    public static func text(_ alarm: ItemAlarm, dates: DueDateText) -> String {
        switch alarm {
        case .beforeDue(let seconds):
            seconds == 0 ? WindowWords.atDueTime : WindowWords.before(amount(seconds))
        case .at(let date):
            WindowWords.atDate(dates.display(date))
        }
    }

    /// "15 minutes", "1 hour", "1 day", "1 day 2 hours": the largest whole units first.
    public static func amount(_ seconds: Int) -> String {
        let units = [
            (604_800, WindowWords.weeks), (86_400, WindowWords.days), (3_600, WindowWords.hours),
            (60, WindowWords.minutes),
        ]
        var rest = max(seconds, 0)
        var parts: [String] = []
        for (size, names) in units where rest >= size && (size != 604_800 || rest % size == 0) {
            let count = rest / size
            parts.append(names(count))
            rest -= count * size
        }
        return parts.isEmpty ? WindowWords.minutes(0) : parts.joined(separator: " ")
    }
}
