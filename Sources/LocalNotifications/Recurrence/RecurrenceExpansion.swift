import Foundation

/// The days of a rule's periods, for a series that starts on `startDay`: the n-th period is
/// `n * interval` days, weeks (starting on Monday), months or years after the start's.
///
/// Each period's set is built as RFC 5545 builds it for the parts Checklists keeps: in a
/// daily rule `BYMONTH`, `BYMONTHDAY` and `BYDAY` keep or drop the day; in a weekly one
/// `BYDAY` picks days of the week and `BYMONTH` drops some; in a monthly one `BYMONTHDAY`
/// or else `BYDAY` picks days of the month (with an ordinal: the n-th or, counted back,
/// the last such weekday), `BYDAY` beside `BYMONTHDAY` drops some, and `BYMONTH` drops
/// months; in a yearly one the same within each month of `BYMONTH` (all twelve when not
/// given), or with `BYDAY` alone, days of the whole year (an ordinal counts in the year).
/// `BYSETPOS` then picks positions of the sorted set. A day the month lacks rolls to the
/// 1st of the next month (`CivilDay.day(_:ofMonth:in:)`).
struct RecurrenceExpansion: Sendable {
    /// The rule, anchored at the start.
    let rule: RecurrenceRule
    /// The day the series starts on.
    let startDay: CivilDay

    /// The first day of period `index`, and the days of its set, sorted, each once.
    func period(_ index: Int) -> (start: CivilDay, days: [CivilDay]) {
        let step = index * rule.interval
        let start: CivilDay
        let candidates: [CivilDay]
        switch rule.frequency {
        case .daily:
            start = startDay.adding(days: step)
            candidates = dailyKeeps(start) ? [start] : []
        case .weekly:
            start = startDay.weekStart.adding(days: 7 * step)
            candidates = (0..<7).map { start.adding(days: $0) }.filter(weeklyKeeps)
        case .monthly:
            let (year, month) = CivilDay.yearMonth(ofIndex: monthIndex(of: startDay) + step)
            start = CivilDay(year: year, month: month, day: 1)
            candidates = rule.months.isEmpty || rule.months.contains(month) ? days(ofMonth: month, in: year) : []
        case .yearly:
            let year = startDay.date.year + step
            start = CivilDay(year: year, month: 1, day: 1)
            candidates = days(ofYear: year)
        }
        return (start, positioned(Array(Set(candidates)).sorted()))
    }

    /// The set narrowed to the positions of `BYSETPOS`, when given.
    private func positioned(_ sorted: [CivilDay]) -> [CivilDay] {
        guard !rule.setPositions.isEmpty else { return sorted }
        let picked = rule.setPositions.compactMap { position -> CivilDay? in
            let index = position > 0 ? position - 1 : sorted.count + position
            return sorted.indices.contains(index) ? sorted[index] : nil
        }
        return Array(Set(picked)).sorted()
    }

    /// Whether a daily rule keeps `day`.
    private func dailyKeeps(_ day: CivilDay) -> Bool {
        let date = day.date
        let length = CivilDay.length(ofMonth: date.month, in: date.year)
        return (rule.months.isEmpty || rule.months.contains(date.month))
            && (rule.monthDays.isEmpty
                || rule.monthDays.contains { $0 > 0 ? $0 == date.day : length + $0 + 1 == date.day })
            && (rule.weekdays.isEmpty || rule.weekdays.contains { $0.weekday == day.weekday })
    }

    /// Whether a weekly rule keeps `day` of a week.
    private func weeklyKeeps(_ day: CivilDay) -> Bool {
        (rule.months.isEmpty || rule.months.contains(day.date.month))
            && rule.weekdays.contains { $0.weekday == day.weekday }
    }

    /// The days a yearly rule picks in `year`.
    private func days(ofYear year: Int) -> [CivilDay] {
        if rule.months.isEmpty && rule.monthDays.isEmpty {
            let first = CivilDay(year: year, month: 1, day: 1)
            let last = CivilDay(year: year, month: 12, day: 31)
            return (first.number...last.number).map(CivilDay.init(number:)).filter {
                matchesWeekdays($0, from: first, to: last)
            }
        }
        let months = rule.months.isEmpty ? Array(1...12) : rule.months
        return months.flatMap { days(ofMonth: $0, in: year) }
    }

    /// The days `BYMONTHDAY`, or else `BYDAY`, pick in a month.
    private func days(ofMonth month: Int, in year: Int) -> [CivilDay] {
        let first = CivilDay(year: year, month: month, day: 1)
        let last = CivilDay(year: year, month: month, day: CivilDay.length(ofMonth: month, in: year))
        if !rule.monthDays.isEmpty {
            let picked = rule.monthDays.compactMap { CivilDay.day($0, ofMonth: month, in: year) }
            guard !rule.weekdays.isEmpty else { return picked }
            return picked.filter { day in
                let date = day.date
                let monthFirst = CivilDay(year: date.year, month: date.month, day: 1)
                let monthLast = CivilDay(
                    year: date.year, month: date.month, day: CivilDay.length(ofMonth: date.month, in: date.year))
                return matchesWeekdays(day, from: monthFirst, to: monthLast)
            }
        }
        return (first.number...last.number).map(CivilDay.init(number:)).filter {
            matchesWeekdays($0, from: first, to: last)
        }
    }

    /// Whether `day` is one of `BYDAY`'s weekdays, an ordinal counting in `[first, last]`.
    private func matchesWeekdays(_ day: CivilDay, from first: CivilDay, to last: CivilDay) -> Bool {
        rule.weekdays.contains { weekday in
            guard weekday.weekday == day.weekday else { return false }
            guard let ordinal = weekday.ordinal else { return true }
            return ordinal > 0
                ? (day.number - first.number) / 7 + 1 == ordinal
                : (last.number - day.number) / 7 + 1 == -ordinal
        }
    }

    /// The month index of `day`'s month.
    private func monthIndex(of day: CivilDay) -> Int {
        let date = day.date
        return CivilDay.monthIndex(year: date.year, month: date.month)
    }
}
