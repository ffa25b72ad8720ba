import Foundation
import LocalNotifications
import Testing

/// Series across daylight-saving changes keep remindd's rules: a time a gap skips is shifted
/// forward by the gap, a time a fold repeats comes once, at its first pass.
@Suite("Recurrence: daylight-saving changes")
struct RecurrenceDaylightSavingTests {
    /// One series across a change.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let rrule: String
        let zone: String
        let start: String
        let expected: [String]

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "Berlin gap: daily 02:30 is 03:30 on 2027-03-28", rrule: "FREQ=DAILY", zone: "Europe/Berlin",
            start: "2027-03-27T02:30:00+01:00",
            expected: ["2027-03-27T02:30:00+01:00", "2027-03-28T03:30:00+02:00", "2027-03-29T02:30:00+02:00"]),
        Case(
            name: "Berlin gap: weekly Sunday 02:30", rrule: "FREQ=WEEKLY", zone: "Europe/Berlin",
            start: "2027-03-21T02:30:00+01:00",
            expected: ["2027-03-21T02:30:00+01:00", "2027-03-28T03:30:00+02:00", "2027-04-04T02:30:00+02:00"]),
        Case(
            name: "Berlin gap: monthly on the 28th at 02:30", rrule: "FREQ=MONTHLY", zone: "Europe/Berlin",
            start: "2027-02-28T02:30:00+01:00",
            expected: ["2027-02-28T02:30:00+01:00", "2027-03-28T03:30:00+02:00", "2027-04-28T02:30:00+02:00"]),
        Case(
            name: "Berlin fold: daily 02:30 comes once on 2026-10-25, at summer time", rrule: "FREQ=DAILY",
            zone: "Europe/Berlin", start: "2026-10-24T02:30:00+02:00",
            expected: ["2026-10-24T02:30:00+02:00", "2026-10-25T02:30:00+02:00", "2026-10-26T02:30:00+01:00"]),
        Case(
            name: "Berlin fold: the last Sunday of October at 02:30", rrule: "FREQ=MONTHLY;BYDAY=-1SU;BYMONTH=10",
            zone: "Europe/Berlin", start: "2026-10-25T02:30:00+02:00",
            expected: ["2026-10-25T02:30:00+02:00", "2027-10-31T02:30:00+02:00", "2028-10-29T02:30:00+02:00"]),
        Case(
            name: "New York gap: daily 02:30 is 03:30 on 2027-03-14", rrule: "FREQ=DAILY", zone: "America/New_York",
            start: "2027-03-13T02:30:00-05:00",
            expected: ["2027-03-13T02:30:00-05:00", "2027-03-14T03:30:00-04:00", "2027-03-15T02:30:00-04:00"]),
        Case(
            name: "New York fold: daily 01:30 comes once on 2026-11-01", rrule: "FREQ=DAILY", zone: "America/New_York",
            start: "2026-10-31T01:30:00-04:00",
            expected: ["2026-10-31T01:30:00-04:00", "2026-11-01T01:30:00-04:00", "2026-11-02T01:30:00-05:00"]),
        Case(
            name: "Lord Howe gap of 30 minutes: daily 02:15 is 02:45 on 2026-10-04", rrule: "FREQ=DAILY",
            zone: "Australia/Lord_Howe", start: "2026-10-03T02:15:00+10:30",
            expected: ["2026-10-03T02:15:00+10:30", "2026-10-04T02:45:00+11:00", "2026-10-05T02:15:00+11:00"]),
        Case(
            name: "Lord Howe gap: the first Sunday of each month at 02:00 is 02:30 in October",
            rrule: "FREQ=MONTHLY;BYDAY=1SU", zone: "Australia/Lord_Howe", start: "2026-09-06T02:00:00+10:30",
            expected: ["2026-09-06T02:00:00+10:30", "2026-10-04T02:30:00+11:00", "2026-11-01T02:00:00+11:00"]),
        Case(
            name: "Lord Howe fold: daily 01:45 comes once on 2027-04-04", rrule: "FREQ=DAILY",
            zone: "Australia/Lord_Howe", start: "2027-04-03T01:45:00+11:00",
            expected: ["2027-04-03T01:45:00+11:00", "2027-04-04T01:45:00+11:00", "2027-04-05T01:45:00+10:30"]),
    ]

    @Test("series across a change", arguments: cases)
    func acrossChange(_ row: Case) throws {
        #expect(try series(row.rrule, from: row.start, in: row.zone, limit: row.expected.count) == row.expected)
    }

    /// Zones and daily times around changes, for the comparison with calendar triggers.
    static let dailyTimes: [(zone: String, hour: Int, minute: Int, start: String)] = [
        ("Europe/Berlin", 2, 30, "2027-03-20T02:30:00+01:00"), ("Europe/Berlin", 2, 30, "2026-10-20T02:30:00+02:00"),
        ("America/New_York", 1, 30, "2026-10-28T01:30:00-04:00"),
        ("America/New_York", 2, 15, "2027-03-10T02:15:00-05:00"),
        ("Australia/Lord_Howe", 2, 10, "2026-09-30T02:10:00+10:30"),
        ("Australia/Lord_Howe", 1, 40, "2027-04-01T01:40:00+11:00"),
    ]

    @Test("a daily series fires when remindd's daily calendar trigger at that time fires")
    func matchesCalendarTriggers() throws {
        for row in Self.dailyTimes {
            let zone = try timeZone(row.zone)
            let start = try isoDate(row.start)
            let trigger = CalendarTrigger(hour: row.hour, minute: row.minute, repeats: true)
            var expected = [start]
            while expected.count < 10, let last = expected.last,
                let next = trigger.nextFireDate(after: last, localTimeZone: zone)
            {
                expected.append(next)
            }
            let dates = RecurrenceRule(frequency: .daily).occurrences(from: start, in: zone, limit: 10)
            #expect(dates.map { isoString($0, in: zone) } == expected.map { isoString($0, in: zone) }, "\(row)")
        }
    }
}
