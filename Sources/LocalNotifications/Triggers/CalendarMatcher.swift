import Foundation

/// Finds the next date matching calendar components, by the rules of DESIGN.md.
///
/// It asks Foundation's `Calendar.nextDate` with `.nextTimePreservingSmallerComponents` and
/// `.first`: a wall time skipped by a daylight-saving gap fires shifted forward by the gap
/// (02:30 on Berlin's spring-forward day fires at 03:30), and a wall time repeated by a fold
/// fires once, at its first pass. Three corrections make Foundation keep those rules:
/// - it skips the whole day when a gap is not a whole hour (Lord Howe Island), and it finds
///   no shifted time when the search starts inside the shifted hour; gaps around the search
///   are checked here and give the shifted time;
/// - it returns the second pass of a fold when the search starts after the first pass;
///   such a candidate is skipped;
/// - with a weekday ordinal it returns days that do not match (the first of the month) or
///   skips whole months; the ordinal is matched here instead, over the weekday's dates.
struct CalendarMatcher {
    /// The calendar, with the time zone the match is made in.
    let calendar: Calendar
    /// The components to match.
    let components: DateComponents

    /// The first match strictly after `date`, or nil when there is none.
    func nextDate(after date: Date) -> Date? {
        guard let ordinal = components.weekdayOrdinal else { return plainNextDate(after: date) }
        return withoutOrdinal.firstDate(ofOrdinal: ordinal, after: date)
    }

    /// The latest match in `[earliest, date]`, or nil when there is none.
    ///
    /// It walks forward with `nextDate`, so it follows the same gap and fold rules, from a
    /// window before `date` that widens until it holds a match.
    func previousDate(atOrBefore date: Date, notBefore earliest: Date) -> Date? {
        var window = Self.hour
        while true {
            let start = max(earliest.addingTimeInterval(-0.001), date.addingTimeInterval(-window))
            var latest: Date?
            var cursor = start
            for _ in 0..<Self.backwardStepLimit {
                guard let next = nextDate(after: cursor), next <= date else { break }
                latest = next
                cursor = next
            }
            if let latest { return latest }
            if start <= earliest { return nil }
            window *= 24
        }
    }

    /// This matcher without the weekday ordinal.
    private var withoutOrdinal: CalendarMatcher {
        var plain = components
        plain.weekdayOrdinal = nil
        return CalendarMatcher(calendar: calendar, components: plain)
    }

    /// Walks the matches after `date` until one falls on the given ordinal
    /// of its weekday in the month (day 8 to 14 is the second; the last is within the
    /// month's last seven days) and on the asked day, if any (Foundation rolls a missing
    /// day 31 to the 1st, which an ordinal must not accept).
    private func firstDate(ofOrdinal ordinal: Int, after date: Date) -> Date? {
        var current = date
        for _ in 0..<Self.ordinalSearchLimit {
            guard let candidate = plainNextDate(after: current) else { return nil }
            let day = calendar.component(.day, from: candidate)
            let matchesOrdinal =
                ordinal == CalendarTrigger.lastWeekdayOrdinal
                ? day + 7 > (calendar.range(of: .day, in: .month, for: candidate)?.count ?? 31)
                : (day - 1) / 7 + 1 == ordinal
            if matchesOrdinal, components.day.map({ $0 == day }) ?? true { return candidate }
            current = candidate
        }
        return nil
    }

    /// The first match after `date` without a weekday ordinal.
    private func plainNextDate(after date: Date) -> Date? {
        guard components.weekday != nil, components.month != nil || components.year != nil else {
            return correctedFoundationNextDate(after: date)
        }
        return weekdayInMonthNextDate(after: date)
    }

    /// Foundation's search, given a weekday together with a month or a year, returns only
    /// the first such weekday of the month and skips the others (every Sunday in March gives
    /// the first Sunday of each March). So the weekday and the time are matched here, the
    /// month and the year are checked on each match, and a match in another month jumps to
    /// the start of the next month that can match.
    private func weekdayInMonthNextDate(after date: Date) -> Date? {
        var free = components
        free.month = nil
        free.year = nil
        let weekly = CalendarMatcher(calendar: calendar, components: free)
        let monthStart = DateComponents(
            year: components.year, month: components.month, day: 1, hour: 0, minute: 0, second: 0)
        var cursor = date
        for _ in 0..<Self.monthSearchLimit {
            guard let candidate = weekly.correctedFoundationNextDate(after: cursor) else { return nil }
            let found = calendar.dateComponents([.year, .month], from: candidate)
            if components.month.map({ $0 == found.month }) ?? true, components.year.map({ $0 == found.year }) ?? true {
                return candidate
            }
            guard let next = calendar.nextDate(after: candidate, matching: monthStart, matchingPolicy: .nextTime)
            else { return nil }
            cursor = next.addingTimeInterval(-1)
        }
        return nil
    }

    /// The first match after `date` as Foundation finds it, with the corrections for
    /// roll-overs, gaps and folds.
    private func correctedFoundationNextDate(after date: Date) -> Date? {
        var start = date
        for _ in 0..<Self.foldSkipLimit {
            guard
                let rolled = calendar.nextDate(
                    after: start, matching: components, matchingPolicy: .nextTimePreservingSmallerComponents,
                    repeatedTimePolicy: .first, direction: .forward)
            else { return nil }
            let found = withUnsetSmallerComponentsZero(rolled, after: start)
            let candidate = earliestGapMatch(after: start, before: found) ?? found
            guard isSecondPassOfFold(candidate) else { return candidate }
            start = candidate
        }
        return nil
    }

    /// `found` with every unset component finer than the finest one given at zero, as
    /// Apple's triggers fire (day=31, hour=9 fires at 09:00:00). When a day that does not
    /// exist rolls over to the next month, Foundation keeps the hour, minute and second of
    /// the search start instead; such a match is moved back to the start of its unit. A
    /// corrected time not after `start`, or one that a daylight-saving gap skips, is not used.
    private func withUnsetSmallerComponentsZero(_ found: Date, after start: Date) -> Date {
        let units: [(Calendar.Component, Int?)] = [
            (.hour, components.hour), (.minute, components.minute), (.second, components.second),
        ]
        let dayIsGiven =
            components.year != nil || components.month != nil || components.day != nil || components.weekday != nil
        let finest = units.lastIndex { $0.1 != nil } ?? (dayIsGiven ? -1 : units.count)
        var wall = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: found)
        var leaked = false
        for (index, unit) in units.enumerated() where index > finest && unit.1 == nil {
            if wall.value(for: unit.0) != 0 { leaked = true }
            wall.setValue(0, for: unit.0)
        }
        // A wall time that a daylight-saving gap skips stays as Foundation shifted it.
        guard leaked, let corrected = calendar.date(from: wall), corrected > start, corrected < found,
            calendar.dateComponents([.hour, .minute, .second], from: corrected)
                == DateComponents(hour: wall.hour, minute: wall.minute, second: wall.second)
        else { return found }
        return corrected
    }

    /// The shifted time of a match that falls inside a daylight-saving gap and fires in
    /// `(start, end)`. Gaps that opened up to a day before `start` count: their shifted
    /// times may still lie ahead.
    private func earliestGapMatch(after start: Date, before end: Date) -> Date? {
        let zone = calendar.timeZone
        var transition = zone.nextDaylightSavingTimeTransition(after: start.addingTimeInterval(-Self.day))
        var checked = 0
        while let current = transition, current < end, checked < Self.transitionLimit {
            if let match = gapMatch(at: current), match > start, match < end {
                return match
            }
            transition = zone.nextDaylightSavingTimeTransition(after: current)
            checked += 1
        }
        return nil
    }

    /// Where a match inside the gap that opens at `transition` fires, shifted forward by the
    /// gap. Gaps of a whole day or more (a zone that skipped a date) are left to Foundation.
    private func gapMatch(at transition: Date) -> Date? {
        let zone = calendar.timeZone
        let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
        let after = zone.secondsFromGMT(for: transition)
        guard after > before, TimeInterval(after - before) < Self.day else { return nil }
        // Wall times are handled as instants of a UTC calendar, which has no gaps.
        var wallCalendar = Calendar(identifier: .gregorian)
        wallCalendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let gapStart = transition.addingTimeInterval(TimeInterval(before))
        let gapEnd = transition.addingTimeInterval(TimeInterval(after))
        guard
            let wall = wallCalendar.nextDate(
                after: gapStart.addingTimeInterval(-1), matching: components,
                matchingPolicy: .strict, repeatedTimePolicy: .first, direction: .forward),
            wall < gapEnd
        else { return nil }
        return transition.addingTimeInterval(wall.timeIntervalSince(gapStart))
    }

    /// Whether `date` lies in the second pass of a fold: its wall time was shown once
    /// already, before the clocks went back.
    private func isSecondPassOfFold(_ date: Date) -> Bool {
        let zone = calendar.timeZone
        var transition = zone.nextDaylightSavingTimeTransition(after: date.addingTimeInterval(-Self.day))
        while let current = transition, current <= date {
            let before = zone.secondsFromGMT(for: current.addingTimeInterval(-1))
            let shift = TimeInterval(before - zone.secondsFromGMT(for: current))
            if shift > 0, date < current.addingTimeInterval(shift) { return true }
            transition = zone.nextDaylightSavingTimeTransition(after: current)
        }
        return false
    }

    private static let hour: TimeInterval = 3_600
    private static let day: TimeInterval = 86_400
    /// How many matches one backward window may walk through.
    private static let backwardStepLimit = 5_000
    /// Enough transitions for decades of a yearly trigger; a bound against a runaway loop.
    private static let transitionLimit = 400
    /// How many weekday dates an ordinal search looks at: over ten years of weekly dates.
    private static let ordinalSearchLimit = 600
    /// How many months a weekday search with a month or year may jump through.
    private static let monthSearchLimit = 400
    /// How many second-pass candidates may be skipped in one search.
    private static let foldSkipLimit = 4
}
