import Foundation
import LocalNotifications
import Testing

/// Every occurrence at its own time (issue #30, part 4): the series' time of day comes from
/// its start, not from an occurrence a gap moved on; a match on a day a zone skips, day and
/// weekday together, and `UNTIL` at a moved occurrence.
@Suite("Recurrence: every occurrence at the series' time")
struct RecurrenceSeriesTimeTests {
    let london: TimeZone

    init() throws {
        london = try timeZone("Europe/London")
    }

    /// Steps through the series one next occurrence at a time, as check-offs do, keeping the
    /// series' time beside a moved occurrence; the due dates as ISO 8601 in London.
    func steps(_ rrule: String, from start: String, count: Int) throws -> [String] {
        var current = (due: try isoDate(start), rest: try RecurrenceRule(rrule: rrule, zone: london))
        var kept: Int?
        var result: [String] = []
        for _ in 0..<count {
            let time = RecurrenceRule.timeOfDay(ofSeriesAt: current.due, kept: kept, in: london)
            guard let next = current.rest.next(after: current.due, timeOfDay: time, in: london) else { break }
            kept = RecurrenceRule.keptTimeOfDay(time, at: next.due, in: london)
            current = next
            result.append(isoString(next.due, in: london))
        }
        return result
    }

    @Test("London, every Sunday at 01:30: 02:30 on the spring-forward day, then 01:30 again")
    func springForwardThenBack() throws {
        #expect(
            try steps("FREQ=WEEKLY", from: "2027-03-07T01:30:00+00:00", count: 5) == [
                "2027-03-14T01:30:00Z", "2027-03-21T01:30:00Z", "2027-03-28T02:30:00+01:00",
                "2027-04-04T01:30:00+01:00", "2027-04-11T01:30:00+01:00",
            ])
    }

    @Test("A kept time that no longer gives the due date counts for nothing; none is kept at the series' time")
    func keptTimeIsChecked() throws {
        let moved = try isoDate("2027-03-28T02:30:00+01:00")
        #expect(RecurrenceRule.timeOfDay(ofSeriesAt: moved, kept: 5_400, in: london) == 5_400)
        #expect(RecurrenceRule.timeOfDay(ofSeriesAt: moved, kept: 3_600 * 10, in: london) == 9_000)
        #expect(RecurrenceRule.timeOfDay(ofSeriesAt: moved, kept: nil, in: london) == 9_000)
        #expect(RecurrenceRule.keptTimeOfDay(5_400, at: moved, in: london) == 5_400)
        #expect(RecurrenceRule.keptTimeOfDay(5_400, at: try isoDate("2027-04-04T01:30:00+01:00"), in: london) == nil)
    }

    @Test(
        "Apia skipped Friday 2011-12-30: a Friday series is 10:00 on Saturday the 31st; remindd's weekday match skips it"
    )
    func skippedFriday() throws {
        #expect(
            try series("FREQ=WEEKLY;BYDAY=FR", from: "2011-12-23T10:00:00-10:00", in: "Pacific/Apia", limit: 3) == [
                "2011-12-23T10:00:00-10:00", "2011-12-31T10:00:00+14:00", "2012-01-06T10:00:00+14:00",
            ])
        let apia = try timeZone("Pacific/Apia")
        let friday = CalendarTrigger(hour: 10, minute: 0, weekday: 6, repeats: true)
        let fired = friday.nextFireDate(after: try isoDate("2011-12-24T00:00:00-10:00"), localTimeZone: apia)
        #expect(isoString(fired, in: apia) == "2012-01-06T10:00:00+14:00")
    }

    @Test("Day and weekday together: Friday the 13th, in a series and in remindd's match")
    func fridayThe13th() throws {
        let berlin = try timeZone("Europe/Berlin")
        #expect(
            try series(
                "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", from: "2026-01-01T09:00:00+01:00", in: "Europe/Berlin", limit: 4)
                == [
                    "2026-01-01T09:00:00+01:00", "2026-02-13T09:00:00+01:00", "2026-03-13T09:00:00+01:00",
                    "2026-11-13T09:00:00+01:00",
                ])
        let trigger = CalendarTrigger(day: 13, hour: 9, minute: 0, weekday: 6, repeats: true)
        #expect(
            try fireDates(of: trigger, after: "2026-01-01T00:00:00+01:00", count: 3, in: berlin) == [
                "2026-02-13T09:00:00+01:00", "2026-03-13T09:00:00+01:00", "2026-11-13T09:00:00+01:00",
            ])
    }

    @Test("Day 31 and Monday: a month without a 31st rolls to the 1st, which must then be a Monday")
    func rolledDayAndWeekday() throws {
        let berlin = try timeZone("Europe/Berlin")
        #expect(
            try series(
                "FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=MO", from: "2026-01-01T09:00:00+01:00", in: "Europe/Berlin", limit: 3)
                == ["2026-01-01T09:00:00+01:00", "2026-08-31T09:00:00+02:00", "2027-03-01T09:00:00+01:00"])
        let trigger = CalendarTrigger(day: 31, hour: 9, minute: 0, weekday: 2, repeats: true)
        #expect(
            try fireDates(of: trigger, after: "2026-01-01T00:00:00+01:00", count: 2, in: berlin) == [
                "2026-08-31T09:00:00+02:00", "2027-03-01T09:00:00+01:00",
            ])
    }

    @Test("UNTIL exactly at an occurrence a gap moved keeps it; a second earlier ends the series before it")
    func untilAtMovedOccurrence() throws {
        #expect(
            try series("FREQ=WEEKLY;UNTIL=20270328T013000Z", from: "2027-03-21T01:30:00Z", in: "Europe/London") == [
                "2027-03-21T01:30:00Z", "2027-03-28T02:30:00+01:00",
            ])
        #expect(
            try series("FREQ=WEEKLY;UNTIL=20270328T012959Z", from: "2027-03-21T01:30:00Z", in: "Europe/London") == [
                "2027-03-21T01:30:00Z"
            ])
    }

    /// The first `count` fire dates of a repeating trigger after `start`, as ISO 8601 in `zone`.
    private func fireDates(
        of trigger: CalendarTrigger, after start: String, count: Int, in zone: TimeZone
    ) throws -> [String] {
        var cursor = try isoDate(start)
        var result: [String] = []
        for _ in 0..<count {
            guard let next = trigger.nextFireDate(after: cursor, localTimeZone: zone) else { break }
            result.append(isoString(next, in: zone))
            cursor = next
        }
        return result
    }
}
