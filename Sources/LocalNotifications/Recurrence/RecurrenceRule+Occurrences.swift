import Foundation

/// The dates of a series: it starts at the item's due date, and every occurrence is at the
/// series' wall-clock time of day in the zone (the start's, unless a gap moved the start
/// off the time the series keeps), with the daylight-saving rules remindd's calendar
/// triggers keep (`ZonedWallTime`): a time a gap skips is shifted forward by the gap, a
/// time a fold repeats is its first pass. A day the month lacks (31 April, 29 February in a
/// common year) rolls to the 1st of the next month, as remindd's monthly triggers do; a
/// day counted from the month's end (-1) never rolls.
extension RecurrenceRule {
    /// The rule with the parts the start implies written out, as RFC 5545 reads them from
    /// `DTSTART`: a weekly rule without `BYDAY` is on the start's weekday; a monthly rule
    /// without `BYDAY` or `BYMONTHDAY` is on the start's day of the month; a yearly rule
    /// without them is on the start's day, in the start's month unless `BYMONTH` is given.
    /// The anchored rule means the same when its series restarts at a later occurrence.
    public func anchored(at start: Date, in zone: TimeZone) -> RecurrenceRule {
        let day = ZonedWallTime(zone: zone).day(of: start).day
        var rule = self
        switch frequency {
        case .daily:
            break
        case .weekly:
            if weekdays.isEmpty { rule.weekdays = [Weekday(day.weekday)] }
        case .monthly:
            if weekdays.isEmpty && monthDays.isEmpty { rule.monthDays = [day.date.day] }
        case .yearly:
            if weekdays.isEmpty && monthDays.isEmpty {
                rule.monthDays = [day.date.day]
                if months.isEmpty { rule.months = [day.date.month] }
            }
        }
        return rule
    }

    /// The first `limit` occurrences of the series that starts at `start`: `start` itself
    /// (the first occurrence, as RFC 5545 counts `DTSTART`, whether or not it matches),
    /// then every match strictly after it, until `COUNT` occurrences (`start` included) or
    /// the last at or before `UNTIL`. Strictly increasing. A rule that matches nothing
    /// more gives up after 400 years of periods. The matches are at `timeOfDay` (seconds
    /// after midnight), or at `start`'s time of day when nil.
    public func occurrences(from start: Date, timeOfDay: Int? = nil, in zone: TimeZone, limit: Int) -> [Date] {
        var wanted = limit
        if case .count(let count) = end { wanted = min(wanted, count) }
        guard wanted > 0 else { return [] }
        let wall = ZonedWallTime(zone: zone)
        let startDay = wall.day(of: start).day
        let timeOfDay = timeOfDay.map(Double.init) ?? wall.day(of: start).timeOfDay
        let expansion = RecurrenceExpansion(rule: anchored(at: start, in: zone), startDay: startDay)
        let lastDay = startDay.adding(days: Self.searchDays)
        var result = [start]
        var index = 0
        while result.count < wanted {
            let period = expansion.period(index)
            guard period.start <= lastDay else { break }
            for day in period.days where day >= startDay {
                let instant = wall.instant(on: day, at: timeOfDay)
                guard let latest = result.last, instant > latest else { continue }
                if case .until(let until) = end, instant > until { return result }
                result.append(instant)
                if result.count == wanted { break }
            }
            index += 1
        }
        return result
    }

    /// The occurrence after `due` in the series that starts at `due`, and the rule for the
    /// rest of the series from there: anchored at `due` (so its weekday or day of the month
    /// stays), with `COUNT` one lower. Nil when the series is over: `COUNT` is 1, the next
    /// occurrence is after `UNTIL`, or there is none within 400 years. The next occurrence
    /// is at the series' `timeOfDay` (seconds after midnight), or at `due`'s when nil.
    public func next(
        after due: Date, timeOfDay: Int? = nil, in zone: TimeZone
    ) -> (due: Date, rest: RecurrenceRule)? {
        let dates = occurrences(from: due, timeOfDay: timeOfDay, in: zone, limit: 2)
        guard dates.count == 2 else { return nil }
        var rest = anchored(at: due, in: zone)
        if case .count(let count) = end { rest.end = .count(count - 1) }
        return (dates[1], rest)
    }

    /// "Repeat from completion": the day `completed` falls on in `zone`, plus `interval`
    /// days, weeks, months or years, at the series' `timeOfDay` (seconds after midnight),
    /// or at `due`'s wall-clock time when nil; the rule for the rest has
    /// `COUNT` one lower. The `BY` parts are not used: the next date counts from the day the
    /// item was checked off, whatever weekday or day of the month that is. A month that
    /// lacks the day rolls to the 1st of the next month. Nil when the series is over
    /// (`COUNT` 1, or the next date after `UNTIL`).
    public func next(
        afterCompletion completed: Date, due: Date, timeOfDay: Int? = nil, in zone: TimeZone
    ) -> (due: Date, rest: RecurrenceRule)? {
        var rest = self
        if case .count(let count) = end {
            guard count > 1 else { return nil }
            rest.end = .count(count - 1)
        }
        let wall = ZonedWallTime(zone: zone)
        let day = wall.day(of: completed).day
        let nextDay: CivilDay
        switch frequency {
        case .daily: nextDay = day.adding(days: interval)
        case .weekly: nextDay = day.adding(days: 7 * interval)
        case .monthly: nextDay = Self.day(day, plusMonths: interval)
        case .yearly: nextDay = Self.day(day, plusMonths: 12 * interval)
        }
        let next = wall.instant(on: nextDay, at: timeOfDay.map(Double.init) ?? wall.day(of: due).timeOfDay)
        if case .until(let until) = end, next > until { return nil }
        return (next, rest)
    }

    /// The same day of the month `months` months later, rolled to the 1st of the month
    /// after when that month lacks it.
    private static func day(_ day: CivilDay, plusMonths months: Int) -> CivilDay {
        let date = day.date
        let (year, month) = CivilDay.yearMonth(
            ofIndex: CivilDay.monthIndex(year: date.year, month: date.month) + months)
        return CivilDay.day(date.day, ofMonth: month, in: year) ?? day
    }

    /// How far a search for occurrences looks: 400 years of days.
    private static let searchDays = 400 * 366
}
