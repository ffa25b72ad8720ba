import Foundation
import LocalNotifications
import Testing

/// A weekly calendar trigger: only weekday and hour set.
@Suite("Calendar trigger, weekly")
struct CalendarTriggerWeeklyTests {
    /// Apple's example, weekday=3 hour=14, is every Tuesday at 14:00, across the spring change.
    @Test func everyTuesdayAtTwoPM() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 14, weekday: 3, repeats: true)
        let dates = trigger.fireSequence(
            after: try isoDate("2024-03-20T12:00:00+01:00"), localTimeZone: zone, count: 4)
        #expect(
            dates == [
                "2024-03-26T14:00:00+01:00", "2024-04-02T14:00:00+02:00",
                "2024-04-09T14:00:00+02:00", "2024-04-16T14:00:00+02:00",
            ])
    }

    /// A search starting exactly at a Tuesday 14:00 gives the next Tuesday: matches are
    /// strictly after the start.
    @Test func strictlyAfterTheStart() throws {
        let zone = try timeZone("Europe/Berlin")
        let trigger = CalendarTrigger(hour: 14, weekday: 3, repeats: true)
        let next = trigger.nextFireDate(after: try isoDate("2024-03-26T14:00:00+01:00"), localTimeZone: zone)
        #expect(isoString(next, in: zone) == "2024-04-02T14:00:00+02:00")
    }

    /// Unset smaller components count as zero: the match is at 14:00:00 sharp.
    @Test func unsetMinuteAndSecondAreZero() throws {
        let zone = try timeZone("America/New_York")
        let trigger = CalendarTrigger(hour: 14, weekday: 3, repeats: true)
        let next = trigger.nextFireDate(after: try isoDate("2024-07-02T14:00:01-04:00"), localTimeZone: zone)
        #expect(isoString(next, in: zone) == "2024-07-09T14:00:00-04:00")
    }
}
