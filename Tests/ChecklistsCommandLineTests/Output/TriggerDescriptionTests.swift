import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

@Suite("Trigger descriptions")
struct TriggerDescriptionTests {
    @Test(
        "Each kind of trigger in notify's notation",
        arguments: [
            (NotificationTrigger.immediate, "immediate"),
            (.timeInterval(TimeIntervalTrigger(interval: 5_400, repeats: false)), "in 1h30m"),
            (.timeInterval(TimeIntervalTrigger(interval: 3_600, repeats: true)), "every 1h"),
            (
                .calendar(
                    CalendarTrigger(year: 2026, month: 12, day: 24, hour: 18, minute: 30, second: 0, repeats: false)),
                "at 2026-12-24 18:30:00"
            ),
            (
                .calendar(CalendarTrigger(hour: 14, minute: 0, weekday: 3, repeats: true)),
                "match hour=14,minute=0,weekday=3"
            ),
            (
                .calendar(
                    CalendarTrigger(
                        hour: 9, weekday: 2, weekdayOrdinal: 1, repeats: true, timeZoneIdentifier: "Asia/Tokyo")),
                "match hour=9,weekday=2,weekday-ordinal=1 in Asia/Tokyo"
            ),
        ])
    func describes(trigger: NotificationTrigger, text: String) {
        #expect(TriggerDescription.text(trigger) == text)
    }
}
