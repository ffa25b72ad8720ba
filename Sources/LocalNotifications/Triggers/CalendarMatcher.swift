import Foundation

/// Finds the next date matching calendar components, by the rules of DESIGN.md.
///
/// It asks Foundation's `Calendar.nextDate` with `.nextTimePreservingSmallerComponents` and
/// `.first`: a wall time skipped by a daylight-saving gap fires shifted forward by the gap
/// (02:30 on Berlin's spring-forward day fires at 03:30), and a wall time repeated by a fold
/// fires once, at its first pass. Foundation skips the whole day instead when a gap is not
/// a whole hour (Lord Howe Island's 30-minute shift), so gaps between the start and
/// Foundation's answer are checked here and give the same shifted answer.
struct CalendarMatcher {
    /// The calendar, with the time zone the match is made in.
    let calendar: Calendar
    /// The components to match.
    let components: DateComponents

    /// The first match strictly after `date`, or nil when there is none.
    func nextDate(after date: Date) -> Date? {
        let found = calendar.nextDate(
            after: date, matching: components,
            matchingPolicy: .nextTimePreservingSmallerComponents,
            repeatedTimePolicy: .first, direction: .forward)
        guard let found else { return nil }
        return earliestGapMatch(after: date, before: found) ?? found
    }

    /// The shifted time of a match that falls inside a daylight-saving gap in `(start, end)`.
    private func earliestGapMatch(after start: Date, before end: Date) -> Date? {
        let zone = calendar.timeZone
        var transition = zone.nextDaylightSavingTimeTransition(after: start)
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

    /// Where a match inside the gap that opens at `transition` fires, shifted forward by the gap.
    private func gapMatch(at transition: Date) -> Date? {
        let zone = calendar.timeZone
        let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
        let after = zone.secondsFromGMT(for: transition)
        guard after > before else { return nil }
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

    /// Enough transitions for decades of a yearly trigger; a bound against a runaway loop.
    private static let transitionLimit = 400
}
