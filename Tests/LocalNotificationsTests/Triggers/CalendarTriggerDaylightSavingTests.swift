import Foundation
import LocalNotifications
import Testing

/// A daily trigger around a daylight-saving change, with the fire dates it must give.
struct DaylightSavingCase: Sendable, CustomTestStringConvertible {
    /// What the row shows, for the test report.
    let name: String
    /// The zone the trigger is evaluated in.
    let zone: String
    /// The wall-clock hour of the daily trigger.
    let hour: Int
    /// The wall-clock minute of the daily trigger.
    let minute: Int
    /// Where the search starts (ISO 8601 with offset).
    let after: String
    /// The successive fire dates after `after`.
    let expected: [String]

    /// The row's name.
    var testDescription: String { name }

    /// Every row: gaps, folds, a 30-minute shift, a skipped day, and New York, searched from
    /// before a change and from inside or just after one.
    static let all: [DaylightSavingCase] = [
        DaylightSavingCase(
            name: "Berlin gap: 02:30 on 2024-03-31 fires at 03:30 CEST", zone: "Europe/Berlin",
            hour: 2, minute: 30, after: "2024-03-30T12:00:00+01:00",
            expected: ["2024-03-31T03:30:00+02:00", "2024-04-01T02:30:00+02:00", "2024-04-02T02:30:00+02:00"]),
        DaylightSavingCase(
            name: "Berlin fold: 02:30 on 2024-10-27 fires once, at its first pass", zone: "Europe/Berlin",
            hour: 2, minute: 30, after: "2024-10-26T12:00:00+02:00",
            expected: ["2024-10-27T02:30:00+02:00", "2024-10-28T02:30:00+01:00", "2024-10-29T02:30:00+01:00"]),
        DaylightSavingCase(
            name: "Berlin gap, search inside the shifted hour: 02:30 still fires at 03:30 CEST",
            zone: "Europe/Berlin", hour: 2, minute: 30, after: "2024-03-31T03:10:00+02:00",
            expected: ["2024-03-31T03:30:00+02:00", "2024-04-01T02:30:00+02:00"]),
        DaylightSavingCase(
            name: "Berlin fold, search after the first pass: 02:30 next fires on the 28th", zone: "Europe/Berlin",
            hour: 2, minute: 30, after: "2024-10-27T02:31:00+02:00",
            expected: ["2024-10-28T02:30:00+01:00", "2024-10-29T02:30:00+01:00"]),
        DaylightSavingCase(
            name: "Berlin fold, search in the second pass before 02:30 CET: skips it", zone: "Europe/Berlin",
            hour: 2, minute: 30, after: "2024-10-27T02:10:00+01:00",
            expected: ["2024-10-28T02:30:00+01:00"]),
        DaylightSavingCase(
            name: "Lord Howe 30-minute gap: 02:15 on 2024-10-06 fires at 02:45, not a day later",
            zone: "Australia/Lord_Howe", hour: 2, minute: 15, after: "2024-10-05T12:00:00+10:30",
            expected: ["2024-10-06T02:45:00+11:00", "2024-10-07T02:15:00+11:00", "2024-10-08T02:15:00+11:00"]),
        DaylightSavingCase(
            name: "Lord Howe gap, search after the gap: 02:15 still fires at 02:45", zone: "Australia/Lord_Howe",
            hour: 2, minute: 15, after: "2024-10-06T02:40:00+11:00",
            expected: ["2024-10-06T02:45:00+11:00", "2024-10-07T02:15:00+11:00"]),
        DaylightSavingCase(
            name: "Lord Howe gap start: 02:00 on 2024-10-06 fires at 02:30", zone: "Australia/Lord_Howe",
            hour: 2, minute: 0, after: "2024-10-05T12:00:00+10:30",
            expected: ["2024-10-06T02:30:00+11:00", "2024-10-07T02:00:00+11:00"]),
        DaylightSavingCase(
            name: "Lord Howe gap end: 02:30 exists on 2024-10-06", zone: "Australia/Lord_Howe",
            hour: 2, minute: 30, after: "2024-10-05T12:00:00+10:30",
            expected: ["2024-10-06T02:30:00+11:00", "2024-10-07T02:30:00+11:00"]),
        DaylightSavingCase(
            name: "Lord Howe 30-minute fold: 01:45 on 2024-04-07 fires once", zone: "Australia/Lord_Howe",
            hour: 1, minute: 45, after: "2024-04-06T12:00:00+11:00",
            expected: ["2024-04-07T01:45:00+11:00", "2024-04-08T01:45:00+10:30", "2024-04-09T01:45:00+10:30"]),
        DaylightSavingCase(
            name: "Apia skipped 2011-12-30: 09:00 next fires on the 31st", zone: "Pacific/Apia",
            hour: 9, minute: 0, after: "2011-12-29T12:00:00-10:00",
            expected: ["2011-12-31T09:00:00+14:00", "2012-01-01T09:00:00+14:00"]),
        DaylightSavingCase(
            name: "New York gap: 02:30 on 2024-03-10 fires at 03:30 EDT", zone: "America/New_York",
            hour: 2, minute: 30, after: "2024-03-09T12:00:00-05:00",
            expected: ["2024-03-10T03:30:00-04:00", "2024-03-11T02:30:00-04:00"]),
        DaylightSavingCase(
            name: "New York fold: 01:30 on 2024-11-03 fires once, in EDT", zone: "America/New_York",
            hour: 1, minute: 30, after: "2024-11-02T12:00:00-04:00",
            expected: ["2024-11-03T01:30:00-04:00", "2024-11-04T01:30:00-05:00"]),
        DaylightSavingCase(
            name: "New York fold, search after the first pass: 01:30 next fires on the 4th",
            zone: "America/New_York", hour: 1, minute: 30, after: "2024-11-03T01:40:00-04:00",
            expected: ["2024-11-04T01:30:00-05:00", "2024-11-05T01:30:00-05:00"]),
    ]
}

/// Daily calendar triggers across daylight-saving gaps and folds in several zones.
@Suite("Calendar trigger across daylight saving")
struct CalendarTriggerDaylightSavingTests {
    /// Each row's successive fire dates are exactly the expected ones.
    @Test(arguments: DaylightSavingCase.all)
    func nextFireDates(_ row: DaylightSavingCase) throws {
        let zone = try timeZone(row.zone)
        let trigger = CalendarTrigger(hour: row.hour, minute: row.minute, repeats: true)
        let dates = trigger.fireSequence(after: try isoDate(row.after), localTimeZone: zone, count: row.expected.count)
        #expect(dates == row.expected)
    }

    /// The same rows give the same dates when the zone is fixed on the trigger and the user
    /// is somewhere else.
    @Test(arguments: DaylightSavingCase.all)
    func fixedZoneIgnoresLocalZone(_ row: DaylightSavingCase) throws {
        let trigger = CalendarTrigger(hour: row.hour, minute: row.minute, repeats: true, timeZoneIdentifier: row.zone)
        let dates = trigger.fireSequence(
            after: try isoDate(row.after), localTimeZone: try timeZone("Asia/Kolkata"), count: row.expected.count)
        #expect(dates == row.expected)
    }

    /// Apia skipped Friday 2011-12-30 whole. A weekly Friday 09:00 gives what Foundation
    /// gives, the next Friday: a skipped day is not shifted like a gap. A daily 09:00 still
    /// fires on the 31st.
    @Test func apiaSkippedFridayIsLeftToFoundation() throws {
        let zone = try timeZone("Pacific/Apia")
        let after = try isoDate("2011-12-29T12:00:00-10:00")
        let weekly = CalendarTrigger(hour: 9, weekday: 6, repeats: true)
        let next = weekly.nextFireDate(after: after, localTimeZone: zone)
        #expect(isoString(next, in: zone) == "2012-01-06T09:00:00+14:00")
        let foundation = weekly.calendar(local: zone).nextDate(
            after: after, matching: weekly.dateComponents, matchingPolicy: .nextTimePreservingSmallerComponents,
            repeatedTimePolicy: .first, direction: .forward)
        #expect(next == foundation)
        let daily = CalendarTrigger(hour: 9, repeats: true)
        #expect(
            isoString(daily.nextFireDate(after: after, localTimeZone: zone), in: zone) == "2011-12-31T09:00:00+14:00")
    }
}
