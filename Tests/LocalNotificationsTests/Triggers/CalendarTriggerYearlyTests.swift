import Foundation
import LocalNotifications
import Testing

/// A yearly calendar trigger on February 29.
@Suite("Calendar trigger, yearly on February 29")
struct CalendarTriggerYearlyTests {
    /// month=2 day=29 fires on the 29th in leap years and on March 1 in the others, once a year.
    @Test func leapDaySequence() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(month: 2, day: 29, hour: 9, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-01-01T00:00:00+01:00"), localTimeZone: zone, count: 5)
        #expect(
            dates == [
                "2024-02-29T09:00:00+01:00",
                "2025-03-01T09:00:00+01:00",
                "2026-03-01T09:00:00+01:00",
                "2027-03-01T09:00:00+01:00",
                "2028-02-29T09:00:00+01:00",
            ])
    }

    /// Without an hour the match is at midnight, with the same roll to March 1.
    @Test func leapDayAtMidnight() throws {
        let zone = try timeZone("America/New_York")
        let trigger = CalendarTrigger(month: 2, day: 29, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-03-01T00:00:00-05:00"), localTimeZone: zone, count: 2)
        #expect(dates == ["2025-03-01T00:00:00-05:00", "2026-03-01T00:00:00-05:00"])
    }
}
