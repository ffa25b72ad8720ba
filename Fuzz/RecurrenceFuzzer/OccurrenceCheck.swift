import Foundation
import LocalNotifications

/// Whether an instant is an occurrence of a rule's series, worked out apart from the
/// expansion under test: with Foundation's Gregorian calendar on the zone's wall clock.
///
/// An occurrence is at the start's wall time on a day the rule selects: its month, day of
/// the month and weekday (with its ordinal) match the rule's parts (the parts the start
/// implies filled in, as RFC 5545 does), and its day, week, month or year is a whole number
/// of intervals from the start's. Two allowances follow the documented rules: a day the
/// month lacks (31 April) counts as the 1st of the next month, and a wall time a gap skips
/// shows shifted forward by the gap, so it is read with the offset before the gap.
struct OccurrenceCheck {
    /// The rule.
    let rule: RecurrenceRule
    /// The series' start.
    let start: Date
    /// The zone.
    let zone: TimeZone

    /// The Gregorian calendar that reads wall clocks as UTC ("local seconds").
    private let calendar: Calendar
    /// The start's wall day and time of day.
    private let startDay: WallDay
    private let startTime: Int
    /// The rule's parts with what the start implies.
    private let weekdays: [RecurrenceRule.Weekday]
    private let monthDays: [Int]
    private let months: [Int]

    /// The check for `rule`'s series from `start` in `zone`.
    init(rule: RecurrenceRule, start: Date, zone: TimeZone) {
        self.rule = rule
        self.start = start
        self.zone = zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        self.calendar = calendar
        let local = Int(start.timeIntervalSince1970) + zone.secondsFromGMT(for: start)
        let startDay = WallDay(localSeconds: local, calendar: calendar)
        self.startDay = startDay
        startTime = local - startDay.number * 86_400
        var weekdays = rule.weekdays
        var monthDays = rule.monthDays
        var months = rule.months
        switch rule.frequency {
        case .daily: break
        case .weekly: if weekdays.isEmpty { weekdays = [RecurrenceRule.Weekday(startDay.weekday)] }
        case .monthly: if weekdays.isEmpty && monthDays.isEmpty { monthDays = [startDay.day] }
        case .yearly:
            if weekdays.isEmpty && monthDays.isEmpty {
                monthDays = [startDay.day]
                if months.isEmpty { months = [startDay.month] }
            }
        }
        self.weekdays = weekdays
        self.monthDays = monthDays
        self.months = months
    }

    /// Whether `date` is at the start's wall time (or that time shifted by a gap) on a day
    /// the rule selects.
    func matches(_ date: Date) -> Bool {
        let seconds = Int(date.timeIntervalSince1970)
        let offsets = Set([0, 1, 2].map { zone.secondsFromGMT(for: date.addingTimeInterval(Double(-86_400 * $0))) })
        return offsets.contains { offset in
            let day = WallDay(localSeconds: seconds + offset, calendar: calendar)
            return seconds + offset - day.number * 86_400 == startTime && (selects(day) || selectsRolled(day))
        }
    }

    /// Whether the rule selects `day` itself.
    private func selects(_ day: WallDay) -> Bool {
        if !months.isEmpty && !months.contains(day.month) { return false }
        if !monthDays.isEmpty && !monthDays.contains(day.day) && !monthDays.contains(day.day - day.monthLength - 1) {
            return false
        }
        if !weekdays.isEmpty && !weekdays.contains(where: { matches($0, day) }) { return false }
        return isWholeIntervals(day)
    }

    /// Whether `day` is the 1st that a day its previous month lacks rolled to.
    private func selectsRolled(_ day: WallDay) -> Bool {
        guard day.day == 1, !monthDays.isEmpty else { return false }
        let previous = WallDay(localSeconds: (day.number - 1) * 86_400, calendar: calendar)
        if !months.isEmpty && !months.contains(previous.month) { return false }
        return monthDays.contains { $0 > previous.monthLength } && isWholeIntervals(previous)
    }

    /// Whether `day` has `weekday`'s day of the week and, with an ordinal, its place in the
    /// month (in the year, in a yearly rule without months).
    private func matches(_ weekday: RecurrenceRule.Weekday, _ day: WallDay) -> Bool {
        guard weekday.weekday == day.weekday else { return false }
        guard let ordinal = weekday.ordinal else { return true }
        let inYear = rule.frequency == .yearly && months.isEmpty
        let index = inYear ? day.dayOfYear : day.day
        let length = inYear ? day.yearLength : day.monthLength
        return ordinal > 0 ? (index - 1) / 7 + 1 == ordinal : (length - index) / 7 + 1 == -ordinal
    }

    /// Whether `day`'s day, week (from Monday), month or year is a whole number of
    /// intervals after the start's.
    private func isWholeIntervals(_ day: WallDay) -> Bool {
        let distance: Int
        switch rule.frequency {
        case .daily: distance = day.number - startDay.number
        case .weekly: distance = (day.weekStart - startDay.weekStart) / 7
        case .monthly: distance = (day.year - startDay.year) * 12 + day.month - startDay.month
        case .yearly: distance = day.year - startDay.year
        }
        return distance >= 0 && distance % rule.interval == 0
    }
}

/// A day of the wall clock, as Foundation's Gregorian calendar numbers it.
private struct WallDay {
    /// Days since 1970-01-01.
    let number: Int
    let year: Int
    let month: Int
    let day: Int
    /// 1 (Sunday) to 7 (Saturday).
    let weekday: Int
    let dayOfYear: Int
    let monthLength: Int
    let yearLength: Int

    /// The day holding `localSeconds` (seconds since 1970 on the wall clock).
    init(localSeconds: Int, calendar: Calendar) {
        number = Int((Double(localSeconds) / 86_400).rounded(.down))
        let date = Date(timeIntervalSince1970: Double(number * 86_400))
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        year = parts.year ?? 0
        month = parts.month ?? 0
        day = parts.day ?? 0
        weekday = parts.weekday ?? 0
        dayOfYear = calendar.ordinality(of: .day, in: .year, for: date) ?? 0
        monthLength = calendar.range(of: .day, in: .month, for: date)?.count ?? 0
        yearLength = calendar.range(of: .day, in: .year, for: date)?.count ?? 0
    }

    /// The number of the Monday that starts this day's week.
    var weekStart: Int {
        number - (weekday + 5) % 7
    }
}
