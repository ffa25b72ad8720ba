import Foundation
import LocalNotifications
import Testing

/// Checking off a repeating item: the next due date, the rule for the rest, and the end.
@Suite("Recurrence: the next due date")
struct RecurrenceNextTests {
    let berlin: TimeZone

    init() throws {
        berlin = try timeZone("Europe/Berlin")
    }

    /// The next due date as ISO 8601 in Berlin, and the rest's rule as text; nil when over.
    func next(_ rrule: String, after due: String) throws -> (String, String)? {
        let rule = try RecurrenceRule(rrule: rrule, zone: berlin)
        return try rule.next(after: isoDate(due), in: berlin).map { (isoString($0.due, in: berlin), $0.rest.rrule) }
    }

    @Test("COUNT is lowered at each step and the last occurrence ends the series")
    func countLowers() throws {
        let first = try #require(try next("FREQ=WEEKLY;BYDAY=TU;COUNT=3", after: "2026-12-01T14:00:00+01:00"))
        #expect(first.0 == "2026-12-08T14:00:00+01:00")
        #expect(first.1 == "FREQ=WEEKLY;BYDAY=TU;COUNT=2")
        let second = try #require(try next(first.1, after: first.0))
        #expect(second.0 == "2026-12-15T14:00:00+01:00")
        #expect(second.1 == "FREQ=WEEKLY;BYDAY=TU;COUNT=1")
        #expect(try next(second.1, after: second.0) == nil)
    }

    @Test("the series restarted at each next due date gives the original series")
    func restartsKeepSeries() throws {
        let rule = try RecurrenceRule(rrule: "FREQ=MONTHLY;COUNT=6")
        let start = try isoDate("2027-01-31T10:00:00+01:00")
        let whole = rule.occurrences(from: start, in: berlin, limit: 10)
        var steps = [start]
        var current = (due: start, rest: rule)
        while let following = current.rest.next(after: current.due, in: berlin) {
            steps.append(following.due)
            current = following
        }
        #expect(whole.count == 6)
        #expect(steps.map { isoString($0, in: berlin) } == whole.map { isoString($0, in: berlin) })
        #expect(current.rest.rrule == "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=1")
    }

    @Test("the next occurrence after UNTIL ends the series")
    func untilEnds() throws {
        let rule = "FREQ=DAILY;UNTIL=20270102"
        let first = try #require(try next(rule, after: "2027-01-01T09:00:00+01:00"))
        #expect(first.0 == "2027-01-02T09:00:00+01:00")
        #expect(try next(first.1, after: first.0) == nil)
    }

    /// The next due date of a rule repeated from completion, as ISO 8601 in Berlin.
    func fromCompletion(_ rrule: String, completed: String, due: String) throws -> (String, String)? {
        let rule = try RecurrenceRule(rrule: rrule, zone: berlin)
        return try rule.next(afterCompletion: isoDate(completed), due: isoDate(due), in: berlin).map {
            (isoString($0.due, in: berlin), $0.rest.rrule)
        }
    }

    @Test("every 3 days after completion, checked off late and early, at the due's time of day")
    func everyThreeDays() throws {
        let due = "2026-12-01T09:00:00+01:00"
        let late = try fromCompletion("FREQ=DAILY;INTERVAL=3", completed: "2026-12-05T20:00:00+01:00", due: due)
        #expect(late?.0 == "2026-12-08T09:00:00+01:00")
        let early = try fromCompletion("FREQ=DAILY;INTERVAL=3", completed: "2026-11-29T07:00:00+01:00", due: due)
        #expect(early?.0 == "2026-12-02T09:00:00+01:00")
        #expect(early?.1 == "FREQ=DAILY;INTERVAL=3")
    }

    @Test("the completion's day is the day in the zone, not in UTC")
    func completionDayInZone() throws {
        let next = try fromCompletion(
            "FREQ=DAILY", completed: "2026-12-05T23:30:00Z", due: "2026-12-01T09:00:00+01:00")
        #expect(next?.0 == "2026-12-07T09:00:00+01:00")
    }

    @Test("BYDAY is not used: a week after a Thursday is a Thursday")
    func weekdaysIgnored() throws {
        let next = try fromCompletion(
            "FREQ=WEEKLY;BYDAY=TU", completed: "2026-12-03T18:00:00+01:00", due: "2026-12-01T14:00:00+01:00")
        #expect(next?.0 == "2026-12-10T14:00:00+01:00")
    }

    @Test("a month after the 31st of January rolls to 1 March; a time in the gap shifts")
    func monthsAndGaps() throws {
        let month = try fromCompletion(
            "FREQ=MONTHLY", completed: "2027-01-31T12:00:00+01:00", due: "2027-01-30T10:00:00+01:00")
        #expect(month?.0 == "2027-03-01T10:00:00+01:00")
        let gap = try fromCompletion(
            "FREQ=DAILY;INTERVAL=3", completed: "2027-03-25T12:00:00+01:00", due: "2027-03-20T02:30:00+01:00")
        #expect(gap?.0 == "2027-03-28T03:30:00+02:00")
    }

    @Test("COUNT lowers and ends, UNTIL ends, as for the series")
    func completionEnds() throws {
        let due = "2026-12-01T09:00:00+01:00"
        let counted = try fromCompletion("FREQ=DAILY;COUNT=2", completed: due, due: due)
        #expect(counted?.1 == "FREQ=DAILY;COUNT=1")
        #expect(try fromCompletion("FREQ=DAILY;COUNT=1", completed: due, due: due) == nil)
        #expect(try fromCompletion("FREQ=DAILY;UNTIL=20261201", completed: due, due: due) == nil)
        #expect(
            try fromCompletion("FREQ=DAILY;UNTIL=20261202", completed: due, due: due)?.0 == "2026-12-02T09:00:00+01:00")
    }
}
