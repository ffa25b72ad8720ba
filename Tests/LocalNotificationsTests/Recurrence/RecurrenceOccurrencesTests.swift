import Foundation
import LocalNotifications
import Testing

/// Every kind of repeat the item dialog offers, as the dates its series has.
@Suite("Recurrence: the occurrences of each kind of rule")
struct RecurrenceOccurrencesTests {
    /// One rule, its series' start and zone, and the dates expected.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let rrule: String
        let start: String
        var zone = "Europe/Berlin"
        var limit = 10
        let expected: [String]

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "every day at 09:00", rrule: "FREQ=DAILY", start: "2026-12-30T09:00:00+01:00", limit: 4,
            expected: [
                "2026-12-30T09:00:00+01:00", "2026-12-31T09:00:00+01:00", "2027-01-01T09:00:00+01:00",
                "2027-01-02T09:00:00+01:00",
            ]),
        Case(
            name: "every weekday, Monday to Friday, from a Friday", rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
            start: "2026-12-04T08:30:00+01:00", limit: 7,
            expected: [
                "2026-12-04T08:30:00+01:00", "2026-12-07T08:30:00+01:00", "2026-12-08T08:30:00+01:00",
                "2026-12-09T08:30:00+01:00", "2026-12-10T08:30:00+01:00", "2026-12-11T08:30:00+01:00",
                "2026-12-14T08:30:00+01:00",
            ]),
        Case(
            name: "every weekday written as a daily rule", rrule: "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
            start: "2026-12-04T08:30:00+01:00", limit: 3,
            expected: ["2026-12-04T08:30:00+01:00", "2026-12-07T08:30:00+01:00", "2026-12-08T08:30:00+01:00"]),
        Case(
            name: "every week, on the start's weekday", rrule: "FREQ=WEEKLY", start: "2026-12-01T14:00:00+01:00",
            limit: 3,
            expected: ["2026-12-01T14:00:00+01:00", "2026-12-08T14:00:00+01:00", "2026-12-15T14:00:00+01:00"]),
        Case(
            name: "every 2 weeks on Tuesday and Thursday", rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH",
            start: "2026-12-01T14:00:00+01:00", limit: 6,
            expected: [
                "2026-12-01T14:00:00+01:00", "2026-12-03T14:00:00+01:00", "2026-12-15T14:00:00+01:00",
                "2026-12-17T14:00:00+01:00", "2026-12-29T14:00:00+01:00", "2026-12-31T14:00:00+01:00",
            ]),
        Case(
            name: "every 2 weeks on Tuesday and Thursday, started on a Wednesday: weeks start on Monday",
            rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH", start: "2026-12-02T14:00:00+01:00", limit: 4,
            expected: [
                "2026-12-02T14:00:00+01:00", "2026-12-03T14:00:00+01:00", "2026-12-15T14:00:00+01:00",
                "2026-12-17T14:00:00+01:00",
            ]),
        Case(
            name: "every month on the 15th", rrule: "FREQ=MONTHLY;BYMONTHDAY=15", start: "2026-12-15T10:00:00+01:00",
            limit: 3,
            expected: ["2026-12-15T10:00:00+01:00", "2027-01-15T10:00:00+01:00", "2027-02-15T10:00:00+01:00"]),
        Case(
            name: "every month on the 31st: a short month rolls to the 1st of the next",
            rrule: "FREQ=MONTHLY", start: "2027-01-31T10:00:00+01:00", limit: 7,
            expected: [
                "2027-01-31T10:00:00+01:00", "2027-03-01T10:00:00+01:00", "2027-03-31T10:00:00+02:00",
                "2027-05-01T10:00:00+02:00", "2027-05-31T10:00:00+02:00", "2027-07-01T10:00:00+02:00",
                "2027-07-31T10:00:00+02:00",
            ]),
        Case(
            name: "every month on the 30th: February rolls to 1 March", rrule: "FREQ=MONTHLY;BYMONTHDAY=30",
            start: "2027-01-30T10:00:00+01:00", limit: 3,
            expected: ["2027-01-30T10:00:00+01:00", "2027-03-01T10:00:00+01:00", "2027-03-30T10:00:00+02:00"]),
        Case(
            name: "the 1st and the 31st: a rolled 31st that is also a 1st counts once",
            rrule: "FREQ=MONTHLY;BYMONTHDAY=1,31", start: "2027-01-31T10:00:00+01:00", limit: 4,
            expected: [
                "2027-01-31T10:00:00+01:00", "2027-02-01T10:00:00+01:00", "2027-03-01T10:00:00+01:00",
                "2027-03-31T10:00:00+02:00",
            ]),
        Case(
            name: "every month on its last day: a day from the end never rolls", rrule: "FREQ=MONTHLY;BYMONTHDAY=-1",
            start: "2027-01-31T10:00:00+01:00", limit: 4,
            expected: [
                "2027-01-31T10:00:00+01:00", "2027-02-28T10:00:00+01:00", "2027-03-31T10:00:00+02:00",
                "2027-04-30T10:00:00+02:00",
            ]),
        Case(
            name: "every 3 months on the 30th", rrule: "FREQ=MONTHLY;INTERVAL=3", start: "2026-11-30T10:00:00+01:00",
            limit: 4,
            expected: [
                "2026-11-30T10:00:00+01:00", "2027-03-01T10:00:00+01:00", "2027-05-30T10:00:00+02:00",
                "2027-08-30T10:00:00+02:00",
            ]),
        Case(
            name: "the second Tuesday of every month", rrule: "FREQ=MONTHLY;BYDAY=2TU",
            start: "2026-12-08T14:00:00+01:00", limit: 4,
            expected: [
                "2026-12-08T14:00:00+01:00", "2027-01-12T14:00:00+01:00", "2027-02-09T14:00:00+01:00",
                "2027-03-09T14:00:00+01:00",
            ]),
        Case(
            name: "the last Friday of every month", rrule: "FREQ=MONTHLY;BYDAY=-1FR",
            start: "2026-12-25T18:00:00+01:00",
            limit: 4,
            expected: [
                "2026-12-25T18:00:00+01:00", "2027-01-29T18:00:00+01:00", "2027-02-26T18:00:00+01:00",
                "2027-03-26T18:00:00+01:00",
            ]),
        Case(
            name: "the fifth Monday: months without one are skipped", rrule: "FREQ=MONTHLY;BYDAY=5MO",
            start: "2026-11-30T09:00:00+01:00", limit: 3,
            expected: ["2026-11-30T09:00:00+01:00", "2027-03-29T09:00:00+02:00", "2027-05-31T09:00:00+02:00"]),
        Case(
            name: "the last workday of every month", rrule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
            start: "2026-12-31T17:00:00+01:00", limit: 4,
            expected: [
                "2026-12-31T17:00:00+01:00", "2027-01-29T17:00:00+01:00", "2027-02-26T17:00:00+01:00",
                "2027-03-31T17:00:00+02:00",
            ]),
        Case(
            name: "every year on the start's day", rrule: "FREQ=YEARLY", start: "2026-06-15T08:00:00+02:00", limit: 3,
            expected: ["2026-06-15T08:00:00+02:00", "2027-06-15T08:00:00+02:00", "2028-06-15T08:00:00+02:00"]),
        Case(
            name: "every year on 29 February: common years roll to 1 March", rrule: "FREQ=YEARLY",
            start: "2028-02-29T09:00:00+01:00", limit: 5,
            expected: [
                "2028-02-29T09:00:00+01:00", "2029-03-01T09:00:00+01:00", "2030-03-01T09:00:00+01:00",
                "2031-03-01T09:00:00+01:00", "2032-02-29T09:00:00+01:00",
            ]),
        Case(
            name: "every 2 years on the last Sunday of October", rrule: "FREQ=YEARLY;INTERVAL=2;BYMONTH=10;BYDAY=-1SU",
            start: "2026-10-25T12:00:00+01:00", limit: 3,
            expected: ["2026-10-25T12:00:00+01:00", "2028-10-29T12:00:00+01:00", "2030-10-27T12:00:00+01:00"]),
        Case(
            name: "every day until a date: that whole day is included", rrule: "FREQ=DAILY;UNTIL=20270103",
            start: "2027-01-01T21:00:00+01:00",
            expected: ["2027-01-01T21:00:00+01:00", "2027-01-02T21:00:00+01:00", "2027-01-03T21:00:00+01:00"]),
        Case(
            name: "every day until an instant a second before the third", rrule: "FREQ=DAILY;UNTIL=20270103T075959Z",
            start: "2027-01-01T09:00:00+01:00", expected: ["2027-01-01T09:00:00+01:00", "2027-01-02T09:00:00+01:00"]),
        Case(
            name: "every week for a count of 3, the start included", rrule: "FREQ=WEEKLY;COUNT=3",
            start: "2027-01-05T09:00:00+01:00",
            expected: ["2027-01-05T09:00:00+01:00", "2027-01-12T09:00:00+01:00", "2027-01-19T09:00:00+01:00"]),
        Case(
            name: "a start that does not match is still the first occurrence", rrule: "FREQ=WEEKLY;BYDAY=MO;COUNT=3",
            start: "2027-01-06T09:00:00+01:00",
            expected: ["2027-01-06T09:00:00+01:00", "2027-01-11T09:00:00+01:00", "2027-01-18T09:00:00+01:00"]),
    ]

    @Test("occurrences", arguments: cases)
    func occurrences(_ row: Case) throws {
        #expect(try series(row.rrule, from: row.start, in: row.zone, limit: row.limit) == row.expected)
    }

    @Test("a rule that matches nothing more gives the start alone, and returns")
    func matchesNothing() throws {
        let dates = try series(
            "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", from: "2027-01-01T09:00:00+01:00", in: "Europe/Berlin")
        #expect(dates == ["2027-01-01T09:00:00+01:00"])
    }

    @Test("a limit of zero gives nothing")
    func zeroLimit() throws {
        #expect(try series("FREQ=DAILY", from: "2027-01-01T09:00:00+01:00", in: "Europe/Berlin", limit: 0).isEmpty)
    }
}
