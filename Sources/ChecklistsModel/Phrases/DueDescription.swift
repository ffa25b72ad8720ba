import Foundation
import LocalNotifications
import Translations

/// Says back a due date as the phrases understood it: "Fri 4 Dec 2026, 14:00" (24-hour), or
/// "Thu 24 Dec 2026" for a day without a time. Its words come from `PhraseWords`, in the
/// user's language, and so does the order of the parts ("Fr., 4. Dez. 2026, 14:00").
public enum DueDescription {
    /// The text of `date` in `zone`.
    public static func text(_ date: Date, isAllDay: Bool, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let weekday = parts.weekday,
            let hour = parts.hour, let minute = parts.minute
        else { return TimeBounds.describe(date) }
        let weekdayText = PhraseWords.shownWeekdayAbbreviation(weekday)
        // TRANSLATORS: a weekday's short name, then a day ("Fri" and "4 Dec 2026").
        let dayText = trc("due date", "%1$s %2$s", weekdayText, Self.day(day, month: month, year: year))
        guard !isAllDay else { return dayText }
        // TRANSLATORS: a day, then a time of day ("Fri 4 Dec 2026" and "14:00").
        return trc("due date", "%1$s, %2$s", dayText, twoDigits(hour) + ":" + twoDigits(minute))
    }

    /// "24 Dec 2026".
    static func day(_ day: Int, month: Int, year: Int) -> String {
        // TRANSLATORS: a day of the month, a month's short name and a year ("4", "Dec", "2026").
        trc("due date", "%1$d %2$s %3$d", String(day), PhraseWords.shownMonthAbbreviation(month), String(year))
    }

    /// "24 Dec 2026" for the day of `date` in `zone`.
    static func day(of date: Date, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let number = parts.day else {
            return TimeBounds.describe(date)
        }
        return day(number, month: month, year: year)
    }

    /// A number of at most two digits with a leading zero.
    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
