import Foundation
import LocalNotifications
import Testing

/// Unset components finer than the finest one given are zero, on every path: a day that
/// the month lacks rolls over to the 1st at the given time, never with the hour, minute or
/// second of the moment the search started.
@Suite("Calendar trigger: unset smaller components are zero")
struct CalendarTriggerRollOverTests {
    /// One case: the trigger's components, the zone, the search start and the expected match.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let zone: String
        let trigger: CalendarTrigger
        let after: String
        let expected: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "day 31 at 09:00, added 12:00:02 on 15 February: 1 March 09:00:00", zone: "Europe/Berlin",
            trigger: CalendarTrigger(day: 31, hour: 9, minute: 0, repeats: true), after: "2026-02-15T12:00:02+01:00",
            expected: "2026-03-01T09:00:00+01:00"),
        Case(
            name: "day 31 at hour 9 only: minute and second are zero", zone: "Europe/Berlin",
            trigger: CalendarTrigger(day: 31, hour: 9, repeats: true), after: "2026-02-15T12:07:02+01:00",
            expected: "2026-03-01T09:00:00+01:00"),
        Case(
            name: "day 31 alone: midnight of the 1st", zone: "Europe/Berlin",
            trigger: CalendarTrigger(day: 31, repeats: true), after: "2026-02-15T12:07:02+01:00",
            expected: "2026-03-01T00:00:00+01:00"),
        Case(
            name: "day 30 at 09:15 after February: 1 March 09:15:00", zone: "Europe/Berlin",
            trigger: CalendarTrigger(day: 30, hour: 9, minute: 15, repeats: true), after: "2026-02-15T12:07:02+01:00",
            expected: "2026-03-01T09:15:00+01:00"),
        Case(
            name: "a given second is kept", zone: "Europe/Berlin",
            trigger: CalendarTrigger(day: 31, hour: 9, minute: 0, second: 5, repeats: true),
            after: "2026-02-15T12:00:02+01:00", expected: "2026-03-01T09:00:05+01:00"),
        Case(
            name: "31 April rolls to 1 May 09:00:00, in summer time", zone: "Europe/Berlin",
            trigger: CalendarTrigger(month: 4, day: 31, hour: 9, minute: 0, repeats: true),
            after: "2026-02-15T12:00:02+01:00", expected: "2026-05-01T09:00:00+02:00"),
        Case(
            name: "29 February in a common year: 1 March 09:00:00", zone: "Europe/Berlin",
            trigger: CalendarTrigger(month: 2, day: 29, hour: 9, repeats: true), after: "2026-02-15T12:07:02+01:00",
            expected: "2026-03-01T09:00:00+01:00"),
        Case(
            name: "29 February in a leap year: that day, 09:00:00", zone: "Europe/Berlin",
            trigger: CalendarTrigger(month: 2, day: 29, hour: 9, repeats: true), after: "2028-02-15T12:07:02+01:00",
            expected: "2028-02-29T09:00:00+01:00"),
        Case(
            name: "a fifth Tuesday at 09:00 after a search at 12:07:02", zone: "Europe/Berlin",
            trigger: CalendarTrigger(hour: 9, weekday: 3, weekdayOrdinal: 5, repeats: true),
            after: "2026-02-15T12:07:02+01:00", expected: "2026-03-31T09:00:00+02:00"),
        Case(
            name: "hour 2 on the spring-forward day, search at 01:59:59: 03:00:00 shifted by the gap",
            zone: "Europe/Berlin", trigger: CalendarTrigger(hour: 2, repeats: true),
            after: "2026-03-29T01:59:59+01:00", expected: "2026-03-29T03:00:00+02:00"),
        Case(
            name: "hour 3, search inside the shifted hour at 03:10:02: the next day at 03:00:00", zone: "Europe/Berlin",
            trigger: CalendarTrigger(hour: 3, repeats: true), after: "2026-03-29T03:10:02+02:00",
            expected: "2026-03-30T03:00:00+02:00"),
        Case(
            name: "hour 2 in the fold, search in its first pass at 02:10:02: the next day at 02:00:00",
            zone: "Europe/Berlin", trigger: CalendarTrigger(hour: 2, repeats: true),
            after: "2026-10-25T02:10:02+02:00", expected: "2026-10-26T02:00:00+01:00"),
        Case(
            name: "Lord Howe's 30-minute gap: hour 2 fires at 02:30:00, not moved back into the gap",
            zone: "Australia/Lord_Howe", trigger: CalendarTrigger(hour: 2, repeats: true),
            after: "2026-10-03T12:00:07+10:30", expected: "2026-10-04T02:30:00+11:00"),
        Case(
            name: "day 31 at 02:30 rolls to 1 March, then the gap on 31 March shifts it to 03:30:00",
            zone: "Europe/Berlin", trigger: CalendarTrigger(day: 31, hour: 2, minute: 30, repeats: true),
            after: "2024-03-01T02:30:00+01:00", expected: "2024-03-31T03:30:00+02:00"),
    ]

    /// Each case gives exactly its expected instant.
    @Test(arguments: cases)
    func nextMatch(_ testCase: Case) throws {
        let zone = try timeZone(testCase.zone)
        let next = testCase.trigger.nextFireDate(after: try isoDate(testCase.after), localTimeZone: zone)
        #expect(isoString(next, in: zone) == testCase.expected)
    }

    /// A monthly day-31 trigger over a year, searched from a moment with seconds: every
    /// match, rolled or not, is at 09:00:00.
    @Test func yearOfRollOversKeepsZeroSeconds() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(day: 31, hour: 9, minute: 0, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2026-01-15T12:34:56+01:00"), localTimeZone: zone, count: 14)
        #expect(dates.count == 14)
        #expect(dates.allSatisfy { $0.contains("T09:00:00") }, "\(dates)")
        #expect(dates.filter { $0.hasPrefix("2026-03-01") }.count == 1, "\(dates)")
    }
}
