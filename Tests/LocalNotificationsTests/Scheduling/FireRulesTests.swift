import Foundation
import LocalNotifications
import Testing

/// The pure rules for first, following and recomputed fire dates.
@Suite("Fire rules")
struct FireRulesTests {
    /// An immediate request fires at the moment it is added.
    @Test func immediateFiresNow() throws {
        let now = try isoDate("2024-06-01T10:00:00+02:00")
        let request = makeRequest("now", .immediate)
        #expect(
            try FireRules.firstFireDate(for: request, addedAt: now, localTimeZone: try timeZone("Europe/Berlin")) == now
        )
    }

    /// A one-shot with a full date in the past is refused, naming the date in the trigger's zone.
    @Test(arguments: [
        (
            CalendarTrigger(year: 2020, month: 1, day: 1, hour: 9, repeats: false),
            "the date 2020-01-01 09:00:00 is in the past"
        ),
        (
            CalendarTrigger(year: 2020, month: 1, day: 1, hour: 9, repeats: false, timeZoneIdentifier: "Asia/Tokyo"),
            "the date 2020-01-01 09:00:00 is in the past"
        ),
        (
            CalendarTrigger(year: 2024, month: 6, day: 1, hour: 10, repeats: false),
            "the date 2024-06-01 10:00:00 is in the past"
        ),
        (CalendarTrigger(year: 2024, month: 5, repeats: false), "the date 2024-05-01 00:00:00 is in the past"),
        (CalendarTrigger(year: 2023, hour: 7, repeats: true), "no date matches the calendar trigger"),
    ])
    func pastDatesNeverFire(_ trigger: CalendarTrigger, message: String) throws {
        let now = try isoDate("2024-06-01T10:00:00+02:00")
        let request = makeRequest("past", .calendar(trigger))
        #expect(throws: NotificationError.neverFires(message)) {
            try FireRules.firstFireDate(for: request, addedAt: now, localTimeZone: try timeZone("Europe/Berlin"))
        }
    }

    /// A one-shot's following fire date is nil; a repeating one skips every slot missed before
    /// the claim.
    @Test func followingSkipsMissedSlots() throws {
        let zone = try timeZone("Europe/Berlin")
        let anchor = try isoDate("2024-06-01T08:00:00+02:00")
        let due = try isoDate("2024-06-01T09:00:00+02:00")
        let claimedAt = try isoDate("2024-06-04T12:00:00+02:00")
        let repeating = ScheduledRequest(
            appIdentifier: testApp, request: makeRequest("r", daily(hour: 9)), anchorDate: anchor, nextFireDate: due)
        let oneShot = ScheduledRequest(
            appIdentifier: testApp, request: makeRequest("o", once(year: 2024, month: 6, day: 1, hour: 9)),
            anchorDate: anchor, nextFireDate: due)
        let following = FireRules.followingFireDate(after: repeating, claimedAt: claimedAt, localTimeZone: zone)
        #expect(isoString(following, in: zone) == "2024-06-05T09:00:00+02:00")
        #expect(FireRules.followingFireDate(after: oneShot, claimedAt: claimedAt, localTimeZone: zone) == nil)
    }

    /// A repeating interval claimed late continues on its own grid from the anchor.
    @Test func followingIntervalStaysOnItsGrid() throws {
        let zone = try timeZone("Europe/Berlin")
        let anchor = try isoDate("2024-06-01T08:00:00+02:00")
        let scheduled = ScheduledRequest(
            appIdentifier: testApp, request: makeRequest("i", interval(3_600, repeats: true)),
            anchorDate: anchor, nextFireDate: anchor.addingTimeInterval(3_600))
        let following = FireRules.followingFireDate(
            after: scheduled, claimedAt: try isoDate("2024-06-01T11:30:00+02:00"), localTimeZone: zone)
        #expect(isoString(following, in: zone) == "2024-06-01T12:00:00+02:00")
    }

    /// Recomputing never goes back to or before the last claimed occurrence, keeps a due
    /// occurrence, and leaves interval triggers alone.
    @Test func recomputedFireDate() throws {
        let berlin = try timeZone("Europe/Berlin")
        let anchor = try isoDate("2024-06-01T08:00:00+02:00")
        let last = try isoDate("2024-06-01T14:00:00+02:00")
        let next = try isoDate("2024-06-02T14:00:00+02:00")
        let fired = ScheduledRequest(
            appIdentifier: testApp, request: makeRequest("d", daily(hour: 14)), anchorDate: anchor,
            nextFireDate: next, lastFireDate: last)
        let backInTime = try isoDate("2024-06-01T12:00:00+02:00")
        #expect(FireRules.recomputedFireDate(for: fired, now: backInTime, localTimeZone: berlin) == next)

        let due = ScheduledRequest(
            appIdentifier: testApp, request: makeRequest("d", daily(hour: 14)), anchorDate: anchor, nextFireDate: last)
        #expect(FireRules.recomputedFireDate(for: due, now: next, localTimeZone: try timeZone("Asia/Tokyo")) == last)

        let timer = ScheduledRequest(
            appIdentifier: testApp, request: makeRequest("i", interval(600)), anchorDate: anchor,
            nextFireDate: anchor.addingTimeInterval(600))
        #expect(
            FireRules.recomputedFireDate(for: timer, now: anchor, localTimeZone: try timeZone("Asia/Tokyo"))
                == anchor.addingTimeInterval(600))
    }
}
