import Foundation
import LocalNotifications
import Testing

/// Floating calendar triggers against ones with a fixed time zone.
@Suite("Calendar trigger time zones")
struct CalendarTriggerTimeZoneTests {
    /// Without an identifier the trigger uses the local zone it is given.
    @Test func floatingUsesLocalZone() throws {
        let local = try timeZone("America/New_York")
        let trigger = CalendarTrigger(hour: 9, repeats: true)
        #expect(trigger.timeZone(local: local) == local)
        #expect(trigger.calendar(local: local).timeZone == local)
    }

    /// With an identifier the trigger uses that zone whatever the local one.
    @Test func fixedZoneWins() throws {
        let trigger = CalendarTrigger(hour: 9, repeats: true, timeZoneIdentifier: "Asia/Tokyo")
        #expect(trigger.timeZone(local: try timeZone("Europe/Berlin")).identifier == "Asia/Tokyo")
    }

    /// The same floating trigger gives different instants in different local zones.
    @Test func floatingFollowsTheLocalWallClock() throws {
        let start = try isoDate("2024-06-01T00:00:00Z")
        let trigger = CalendarTrigger(hour: 9, repeats: true)
        let berlin = try timeZone("Europe/Berlin")
        let newYork = try timeZone("America/New_York")
        #expect(
            isoString(trigger.nextFireDate(after: start, localTimeZone: berlin), in: berlin)
                == "2024-06-01T09:00:00+02:00")
        #expect(
            isoString(trigger.nextFireDate(after: start, localTimeZone: newYork), in: newYork)
                == "2024-06-01T09:00:00-04:00")
    }

    /// A fixed-zone trigger gives the same instant whatever local zone is passed.
    @Test func fixedZoneGivesOneInstant() throws {
        let start = try isoDate("2024-06-01T00:00:00Z")
        let trigger = CalendarTrigger(hour: 9, repeats: true, timeZoneIdentifier: "Europe/Berlin")
        let fromBerlin = trigger.nextFireDate(after: start, localTimeZone: try timeZone("Europe/Berlin"))
        let fromSydney = trigger.nextFireDate(after: start, localTimeZone: try timeZone("Australia/Sydney"))
        #expect(fromBerlin == fromSydney)
        #expect(fromBerlin == (try isoDate("2024-06-01T09:00:00+02:00")))
    }

    /// `dateComponents` carries exactly the set components.
    @Test func dateComponentsCarryTheSetFields() {
        let trigger = CalendarTrigger(hour: 14, weekday: 3, weekdayOrdinal: 2, repeats: true)
        let components = trigger.dateComponents
        #expect(components.hour == 14)
        #expect(components.weekday == 3)
        #expect(components.weekdayOrdinal == 2)
        #expect(components.year == nil && components.month == nil && components.day == nil)
        #expect(components.minute == nil && components.second == nil)
    }
}
