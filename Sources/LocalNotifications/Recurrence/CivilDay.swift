import Foundation

/// A day of the proleptic Gregorian calendar, counted from 1970-01-01, with the arithmetic
/// a recurrence needs (month lengths, weekdays, adding months) done on plain integers: no
/// time zone is involved, so no daylight-saving rule can bend it.
public struct CivilDay: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 (day 0); negative before.
    public var number: Int

    /// The day numbered `number`.
    public init(number: Int) {
        self.number = number
    }

    /// The day `day` of `month` (1 to 12) of `year`; `day` must exist in that month.
    init(year: Int, month: Int, day: Int) {
        // Howard Hinnant's days_from_civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        number = era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month (1 to 12) and day (1 to 31).
    public var date: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let shifted = number + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The weekday, 1 (Sunday) to 7 (Saturday), as in Foundation and `RecurrenceRule.Weekday`.
    var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        ((number + 4) % 7 + 7) % 7 + 1
    }

    /// The Monday that starts this day's week.
    var weekStart: CivilDay {
        CivilDay(number: number - (weekday + 5) % 7)
    }

    /// The day `count` days later.
    func adding(days count: Int) -> CivilDay {
        CivilDay(number: number + count)
    }

    /// How many days `month` of `year` has.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether `year` has a 29 February.
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Months since year 0: a month index that adding to is plain integer arithmetic.
    static func monthIndex(year: Int, month: Int) -> Int {
        year * 12 + month - 1
    }

    /// The year and month (1 to 12) of a month index.
    static func yearMonth(ofIndex index: Int) -> (year: Int, month: Int) {
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        return (year, index - year * 12 + 1)
    }

    /// The day `day` of a month, with the roll remindd's calendar triggers make: a day past
    /// the month's end (31 April, 29 February in a common year) is the 1st of the next
    /// month. A negative day counts from the month's end (-1 is the last) and never rolls:
    /// nil when the month is too short for it.
    static func day(_ day: Int, ofMonth month: Int, in year: Int) -> CivilDay? {
        let length = length(ofMonth: month, in: year)
        if day < 0 {
            return length + day + 1 >= 1 ? CivilDay(year: year, month: month, day: length + day + 1) : nil
        }
        if day > length {
            return CivilDay(year: year, month: month, day: length).adding(days: 1)
        }
        return CivilDay(year: year, month: month, day: day)
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: CivilDay, rhs: CivilDay) -> Bool {
        lhs.number < rhs.number
    }
}
