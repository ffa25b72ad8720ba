import Foundation
import LocalNotifications
import Testing

/// Calendar triggers across the daylight-saving rules of the world: midnight transitions,
/// 45-minute offsets, the southern hemisphere, zones whose rules changed, weekday ordinals
/// on the transition day, weekly triggers across both transitions of a year. Each row
/// states the instants it must give.
@Suite("Calendar triggers: the zone table")
struct CalendarTriggerZoneTableTests {
    /// One row: a trigger in a zone, searched from `after`, and the successive instants.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let zone: String
        let trigger: CalendarTrigger
        let after: String
        let expected: [String]

        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "Santiago, spring forward at midnight: 00:00 on 8 September 2024 fires at 01:00 -03",
            zone: "America/Santiago", trigger: CalendarTrigger(hour: 0, minute: 0, repeats: true),
            after: "2024-09-06T12:00:00-04:00",
            expected: ["2024-09-07T00:00:00-04:00", "2024-09-08T01:00:00-03:00", "2024-09-09T00:00:00-03:00"]),
        Row(
            name: "Santiago, fall back at midnight: 23:30 on 5 April 2025 fires once, at its first pass",
            zone: "America/Santiago", trigger: CalendarTrigger(hour: 23, minute: 30, repeats: true),
            after: "2025-04-04T12:00:00-03:00",
            expected: ["2025-04-04T23:30:00-03:00", "2025-04-05T23:30:00-03:00", "2025-04-06T23:30:00-04:00"]),
        Row(
            name: "Santiago, fall back: midnight after the fold comes once", zone: "America/Santiago",
            trigger: CalendarTrigger(hour: 0, minute: 0, repeats: true), after: "2025-04-04T12:00:00-03:00",
            expected: ["2025-04-05T00:00:00-03:00", "2025-04-06T00:00:00-04:00", "2025-04-07T00:00:00-04:00"]),
        Row(
            name: "Beirut, spring forward at midnight: 00:30 on 31 March 2024 fires at 01:30", zone: "Asia/Beirut",
            trigger: CalendarTrigger(hour: 0, minute: 30, repeats: true), after: "2024-03-29T12:00:00+02:00",
            expected: ["2024-03-30T00:30:00+02:00", "2024-03-31T01:30:00+03:00", "2024-04-01T00:30:00+03:00"]),
        Row(
            name: "Beirut, fall back at midnight: 23:30 on 26 October 2024 fires once", zone: "Asia/Beirut",
            trigger: CalendarTrigger(hour: 23, minute: 30, repeats: true), after: "2024-10-26T12:00:00+03:00",
            expected: ["2024-10-26T23:30:00+03:00", "2024-10-27T23:30:00+02:00"]),
        Row(
            name: "Chatham (+12:45/+13:45), gap at 02:45: 03:00 on 29 September 2024 fires at 04:00",
            zone: "Pacific/Chatham", trigger: CalendarTrigger(hour: 3, minute: 0, repeats: true),
            after: "2024-09-27T12:00:00+12:45",
            expected: ["2024-09-28T03:00:00+12:45", "2024-09-29T04:00:00+13:45", "2024-09-30T03:00:00+13:45"]),
        Row(
            name: "Chatham, fold at 03:45: 03:00 on 6 April 2025 fires once, at its first pass",
            zone: "Pacific/Chatham", trigger: CalendarTrigger(hour: 3, minute: 0, repeats: true),
            after: "2025-04-05T12:00:00+13:45", expected: ["2025-04-06T03:00:00+13:45", "2025-04-07T03:00:00+12:45"]),
        Row(
            name: "Kathmandu (+05:45, no daylight saving): daily 09:00", zone: "Asia/Kathmandu",
            trigger: CalendarTrigger(hour: 9, minute: 0, repeats: true), after: "2026-03-28T12:00:00+05:45",
            expected: ["2026-03-29T09:00:00+05:45", "2026-03-30T09:00:00+05:45"]),
        Row(
            name: "Sydney, weekly Sunday 02:30 across both changes of a year", zone: "Australia/Sydney",
            trigger: CalendarTrigger(hour: 2, minute: 30, weekday: 1, repeats: true),
            after: "2024-09-29T12:00:00+10:00",
            expected: ["2024-10-06T03:30:00+11:00", "2024-10-13T02:30:00+11:00"]),
        Row(
            name: "Sydney, weekly Sunday 02:30 on the fall-back day fires once", zone: "Australia/Sydney",
            trigger: CalendarTrigger(hour: 2, minute: 30, weekday: 1, repeats: true),
            after: "2025-03-30T12:00:00+11:00", expected: ["2025-04-06T02:30:00+11:00", "2025-04-13T02:30:00+10:00"]),
        Row(
            name: "Mexico City dropped daylight saving after 2022: 02:30 shifted in 2022, not in 2023",
            zone: "America/Mexico_City",
            trigger: CalendarTrigger(
                month: 4, hour: 2, minute: 30, weekday: 1,
                weekdayOrdinal: 1, repeats: true),
            after: "2022-03-01T12:00:00-06:00", expected: ["2022-04-03T03:30:00-05:00", "2023-04-02T02:30:00-06:00"]),
        Row(
            name: "Asunción stayed on -03 from October 2024: its March 2025 fold is gone", zone: "America/Asuncion",
            trigger: CalendarTrigger(month: 3, hour: 23, minute: 30, weekday: 7, weekdayOrdinal: 4, repeats: true),
            after: "2024-03-01T12:00:00-03:00", expected: ["2024-03-23T23:30:00-03:00", "2025-03-22T23:30:00-03:00"]),
        Row(
            name: "Berlin, last Sunday of March at 02:30 falls in the gap: 03:30", zone: "Europe/Berlin",
            trigger: CalendarTrigger(month: 3, hour: 2, minute: 30, weekday: 1, weekdayOrdinal: -1, repeats: true),
            after: "2026-01-01T00:00:00+01:00", expected: ["2026-03-29T03:30:00+02:00", "2027-03-28T03:30:00+02:00"]),
        Row(
            name: "Berlin, last Sunday of October at 02:30 falls in the fold: its first pass", zone: "Europe/Berlin",
            trigger: CalendarTrigger(month: 10, hour: 2, minute: 30, weekday: 1, weekdayOrdinal: -1, repeats: true),
            after: "2026-01-01T00:00:00+01:00", expected: ["2026-10-25T02:30:00+02:00", "2027-10-31T02:30:00+02:00"]),
        Row(
            name: "Berlin, every Sunday in March at 09:00: each of them, then the next March", zone: "Europe/Berlin",
            trigger: CalendarTrigger(month: 3, hour: 9, minute: 0, weekday: 1, repeats: true),
            after: "2026-01-01T00:00:00+01:00",
            expected: [
                "2026-03-01T09:00:00+01:00", "2026-03-08T09:00:00+01:00", "2026-03-15T09:00:00+01:00",
                "2026-03-22T09:00:00+01:00", "2026-03-29T09:00:00+02:00", "2027-03-07T09:00:00+01:00",
            ]),
        Row(
            name: "Berlin, Fridays of December 2030 only", zone: "Europe/Berlin",
            trigger: CalendarTrigger(year: 2030, month: 12, hour: 18, minute: 0, weekday: 6, repeats: true),
            after: "2026-01-01T00:00:00+01:00",
            expected: [
                "2030-12-06T18:00:00+01:00", "2030-12-13T18:00:00+01:00", "2030-12-20T18:00:00+01:00",
                "2030-12-27T18:00:00+01:00",
            ]),
        Row(
            name: "Berlin, daily 02:30 across both changes of 2026", zone: "Europe/Berlin",
            trigger: CalendarTrigger(hour: 2, minute: 30, repeats: true), after: "2026-03-28T12:00:00+01:00",
            expected: ["2026-03-29T03:30:00+02:00", "2026-03-30T02:30:00+02:00"]),
    ]

    /// Each row gives exactly its instants, one search after the other.
    @Test(arguments: rows)
    func instants(_ row: Row) throws {
        let zone = try timeZone(row.zone)
        let dates = row.trigger.fireSequence(
            after: try isoDate(row.after), localTimeZone: zone, count: row.expected.count)
        #expect(dates == row.expected)
    }

    /// A trigger that names its zone fires at the same instants whatever the local zone is,
    /// and keeps them when the local zone changes; a floating one follows the local zone.
    @Test func namedZoneIgnoresTheLocalZone() throws {
        let start = try isoDate("2026-03-27T12:00:00Z")
        let named = CalendarTrigger(hour: 9, minute: 0, repeats: true, timeZoneIdentifier: "America/New_York")
        let floating = CalendarTrigger(hour: 9, minute: 0, repeats: true)
        let locals = try ["Europe/Berlin", "Asia/Tokyo", "Australia/Sydney", "Pacific/Chatham"].map { try timeZone($0) }
        let namedDates = locals.map { named.nextFireDate(after: start, localTimeZone: $0) }
        #expect(Set(namedDates.map { isoString($0, in: .gmt) }) == ["2026-03-27T13:00:00Z"])
        let floatingDates = locals.map { isoString(floating.nextFireDate(after: start, localTimeZone: $0), in: $0) }
        #expect(
            floatingDates == [
                "2026-03-28T09:00:00+01:00", "2026-03-28T09:00:00+09:00", "2026-03-28T09:00:00+11:00",
                "2026-03-28T09:00:00+13:45",
            ])
    }

    /// A weekday ordinal of -1 is the last such weekday, whether the month has four or five.
    @Test func lastWeekdayOfTheMonth() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, minute: 0, weekday: 6, weekdayOrdinal: -1, repeats: true)
        let dates = trigger.fireSequence(after: try isoDate("2026-01-01T00:00:00+01:00"), localTimeZone: zone, count: 4)
        #expect(
            dates == [
                "2026-01-30T09:00:00+01:00", "2026-02-27T09:00:00+01:00", "2026-03-27T09:00:00+01:00",
                "2026-04-24T09:00:00+02:00",
            ])
    }
}
