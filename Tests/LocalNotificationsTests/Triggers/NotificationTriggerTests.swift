import Foundation
import LocalNotifications
import Testing

/// The trigger enum's shared behaviour.
@Suite("Notification trigger")
struct NotificationTriggerTests {
    /// `repeats` follows the wrapped trigger; immediate never repeats.
    @Test func repeatsFollowsTheTrigger() {
        #expect(NotificationTrigger.immediate.repeats == false)
        #expect(interval(60, repeats: true).repeats)
        #expect(interval(60, repeats: false).repeats == false)
        #expect(daily(hour: 9).repeats)
        #expect(once(year: 2030, month: 1, day: 1, hour: 9).repeats == false)
    }

    /// Immediate fires at its anchor, and only while the anchor is still ahead.
    @Test func immediateFiresAtItsAnchor() throws {
        let anchor = try isoDate("2024-06-01T10:00:00Z")
        let zone = try timeZone("Europe/Berlin")
        let trigger = NotificationTrigger.immediate
        #expect(
            trigger.nextFireDate(anchor: anchor, after: anchor.addingTimeInterval(-1), localTimeZone: zone) == anchor)
        #expect(trigger.nextFireDate(anchor: anchor, after: anchor, localTimeZone: zone) == nil)
    }

    /// The interval case counts from the anchor; the calendar case ignores it.
    @Test func anchorMattersOnlyForIntervals() throws {
        let anchor = try isoDate("2024-06-01T10:00:00+02:00")
        let zone = try timeZone("Europe/Berlin")
        #expect(
            isoString(interval(90).nextFireDate(anchor: anchor, after: anchor, localTimeZone: zone), in: zone)
                == "2024-06-01T10:01:30+02:00")
        #expect(
            isoString(daily(hour: 9).nextFireDate(anchor: .distantPast, after: anchor, localTimeZone: zone), in: zone)
                == "2024-06-02T09:00:00+02:00")
    }
}
