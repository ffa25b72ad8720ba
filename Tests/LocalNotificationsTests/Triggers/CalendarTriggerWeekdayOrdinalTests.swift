import Foundation
import LocalNotifications
import Testing

/// A calendar trigger on the nth weekday of the month.
@Suite("Calendar trigger, nth weekday of the month")
struct CalendarTriggerWeekdayOrdinalTests {
    /// Searches for the second Tuesday at 09:00 in Berlin, from `after` to the expected match.
    static let secondTuesdays: [(after: String, expected: String)] = [
        ("2024-01-01T00:00:00+01:00", "2024-01-09T09:00:00+01:00"),
        ("2024-01-09T09:00:00+01:00", "2024-02-13T09:00:00+01:00"),
        ("2024-03-12T09:00:00+01:00", "2024-04-09T09:00:00+02:00"),
        ("2024-04-09T09:00:00+02:00", "2024-05-14T09:00:00+02:00"),
        ("2024-05-14T09:00:00+02:00", "2024-06-11T09:00:00+02:00"),
        ("2024-06-11T09:00:00+02:00", "2024-07-09T09:00:00+02:00"),
        ("2024-07-09T09:00:00+02:00", "2024-08-13T09:00:00+02:00"),
        ("2024-08-13T09:00:00+02:00", "2024-09-10T09:00:00+02:00"),
        ("2024-09-10T09:00:00+02:00", "2024-10-08T09:00:00+02:00"),
        ("2024-10-08T09:00:00+02:00", "2024-11-12T09:00:00+01:00"),
        ("2024-11-12T09:00:00+01:00", "2024-12-10T09:00:00+01:00"),
        ("2024-12-10T09:00:00+01:00", "2025-01-14T09:00:00+01:00"),
    ]

    /// weekday=3 weekdayOrdinal=2 hour=9 is the second Tuesday of each month at 09:00.
    @Test(arguments: secondTuesdays)
    func secondTuesday(after: String, expected: String) throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, weekday: 3, weekdayOrdinal: 2, repeats: true)
        let next = trigger.nextFireDate(after: try isoDate(after), localTimeZone: zone)
        #expect(isoString(next, in: zone) == expected)
    }

    /// Searches starting at a February occurrence of an nth-weekday trigger; the answer must
    /// be the March occurrence. Foundation alone gives March 1 (any policy but `.strict`)
    /// or skips March (`.strict`); the core matches the ordinal itself.
    static let afterFebruary: [OrdinalCase] = [
        OrdinalCase(weekday: 3, ordinal: 2, after: "2024-02-13T09:00:00+01:00", expected: "2024-03-12T09:00:00+01:00"),
        OrdinalCase(weekday: 3, ordinal: 2, after: "2025-02-11T09:00:00+01:00", expected: "2025-03-11T09:00:00+01:00"),
        OrdinalCase(weekday: 2, ordinal: 1, after: "2024-02-05T09:00:00+01:00", expected: "2024-03-04T09:00:00+01:00"),
    ]

    /// From a February occurrence the next one is in March on the right weekday.
    @Test(arguments: afterFebruary)
    func nextAfterFebruary(_ row: OrdinalCase) throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, weekday: row.weekday, weekdayOrdinal: row.ordinal, repeats: true)
        let next = trigger.nextFireDate(after: try isoDate(row.after), localTimeZone: zone)
        #expect(isoString(next, in: zone) == row.expected)
    }

    /// Fourteen successive second Tuesdays from 2024-01-01, each searched after the previous
    /// one: day 8 to 14 of every month, on a Tuesday, across both daylight-saving changes.
    @Test func secondTuesdaySequence() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, weekday: 3, weekdayOrdinal: 2, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-01-01T00:00:00+01:00"), localTimeZone: zone, count: 14)
        #expect(
            dates == [
                "2024-01-09T09:00:00+01:00", "2024-02-13T09:00:00+01:00", "2024-03-12T09:00:00+01:00",
                "2024-04-09T09:00:00+02:00", "2024-05-14T09:00:00+02:00", "2024-06-11T09:00:00+02:00",
                "2024-07-09T09:00:00+02:00", "2024-08-13T09:00:00+02:00", "2024-09-10T09:00:00+02:00",
                "2024-10-08T09:00:00+02:00", "2024-11-12T09:00:00+01:00", "2024-12-10T09:00:00+01:00",
                "2025-01-14T09:00:00+01:00", "2025-02-11T09:00:00+01:00",
            ])
    }

    /// Successive first Mondays from February's: March 4, April 1, May 6, June 3.
    @Test func firstMondaySequence() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, weekday: 2, weekdayOrdinal: 1, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-02-05T09:00:00+01:00"), localTimeZone: zone, count: 4)
        #expect(
            dates == [
                "2024-03-04T09:00:00+01:00", "2024-04-01T09:00:00+02:00",
                "2024-05-06T09:00:00+02:00", "2024-06-03T09:00:00+02:00",
            ])
    }

    /// The fifth Friday from 2024-01-01: only March, May, August, November and the next
    /// January have one.
    @Test func fifthFridaySequence() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, weekday: 6, weekdayOrdinal: 5, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-01-01T00:00:00+01:00"), localTimeZone: zone, count: 5)
        #expect(
            dates == [
                "2024-03-29T09:00:00+01:00", "2024-05-31T09:00:00+02:00", "2024-08-30T09:00:00+02:00",
                "2024-11-29T09:00:00+01:00", "2025-01-31T09:00:00+01:00",
            ])
    }

    /// The fifth Tuesday fires only in months that have one.
    @Test func fifthTuesdaySkipsMonthsWithoutOne() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, weekday: 3, weekdayOrdinal: 5, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-06-01T00:00:00+02:00"), localTimeZone: zone, count: 2)
        #expect(dates == ["2024-07-30T09:00:00+02:00", "2024-10-29T09:00:00+01:00"])
    }
}

/// An nth-weekday trigger at 09:00 Berlin time, a search start and the match it must give.
struct OrdinalCase: Sendable, CustomTestStringConvertible {
    /// The weekday, 1 (Sunday) to 7.
    let weekday: Int
    /// Which of that weekday in the month.
    let ordinal: Int
    /// Where the search starts (ISO 8601 with offset).
    let after: String
    /// The expected match.
    let expected: String

    /// The row as the report shows it.
    var testDescription: String { "weekday=\(weekday) ordinal=\(ordinal) after \(after)" }
}
