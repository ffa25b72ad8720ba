import Foundation
import LocalNotifications
import Testing

/// A monthly calendar trigger on a day that short months lack.
@Suite("Calendar trigger, monthly on day 31")
struct CalendarTriggerMonthlyTests {
    /// After 2024-02-01, day=31 hour=9 rolls to the 1st of March, as on Apple's systems.
    @Test func rollsToTheFirstAfterFebruary() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(day: 31, hour: 9, repeats: true)
        let next = trigger.nextFireDate(after: try isoDate("2024-02-01T00:00:00+01:00"), localTimeZone: zone)
        #expect(isoString(next, in: zone) == "2024-03-01T09:00:00+01:00")
    }

    /// Over a year each 30-day month (and February) is replaced by the 1st of the next month,
    /// so March, May, July, October and December fire twice and nothing is skipped.
    @Test func sequenceOverAYear() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(day: 31, hour: 9, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-01-01T00:00:00+01:00"), localTimeZone: zone, count: 14)
        #expect(
            dates == [
                "2024-01-31T09:00:00+01:00",
                "2024-03-01T09:00:00+01:00",  // for February
                "2024-03-31T09:00:00+02:00",  // the day of the spring change
                "2024-05-01T09:00:00+02:00",  // for April
                "2024-05-31T09:00:00+02:00",
                "2024-07-01T09:00:00+02:00",  // for June
                "2024-07-31T09:00:00+02:00",
                "2024-08-31T09:00:00+02:00",
                "2024-10-01T09:00:00+02:00",  // for September
                "2024-10-31T09:00:00+01:00",
                "2024-12-01T09:00:00+01:00",  // for November
                "2024-12-31T09:00:00+01:00",
                "2025-01-31T09:00:00+01:00",
                "2025-03-01T09:00:00+01:00",  // for February of a common year
            ])
    }
}
