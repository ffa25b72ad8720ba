import Foundation
import LocalNotifications

extension PhraseReader {
    /// How many days ahead the first occurrence is looked for: eight years, enough for
    /// "every year on feb 29".
    static let searchDays = 8 * 366

    /// The first day from today that the rule's `BYDAY`, `BYMONTHDAY` and `BYMONTH` match,
    /// at `time` (and not before `now`) or as a day without a time; nil when none comes
    /// within `searchDays`.
    func firstOccurrence(of rule: RecurrenceRule, at time: (hour: Int, minute: Int)?) -> Date? {
        guard let start = startOf(today()) else { return nil }
        for offset in 0...Self.searchDays {
            guard let day = calendar.date(byAdding: .day, value: offset, to: start) else { return nil }
            let components = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
            guard let length = calendar.range(of: .day, in: .month, for: day)?.count,
                Self.matches(rule, components, monthLength: length)
            else { continue }
            guard let time else { return day }
            if let date = at(components, time), date >= now { return date }
        }
        return nil
    }

    /// Whether a day (with its weekday) is one the rule's day parts allow.
    static func matches(_ rule: RecurrenceRule, _ day: DateComponents, monthLength: Int) -> Bool {
        guard let month = day.month, let number = day.day, let weekday = day.weekday else { return false }
        if !rule.months.isEmpty, !rule.months.contains(month) { return false }
        if !rule.monthDays.isEmpty,
            !rule.monthDays.contains(where: { $0 > 0 ? $0 == number : monthLength + 1 + $0 == number })
        {
            return false
        }
        if !rule.weekdays.isEmpty,
            !rule.weekdays.contains(where: { entry in
                guard entry.weekday == weekday else { return false }
                guard let ordinal = entry.ordinal else { return true }
                return ordinal > 0
                    ? (number - 1) / 7 + 1 == ordinal : (monthLength - number) / 7 + 1 == -ordinal
            })
        {
            return false
        }
        return true
    }
}
