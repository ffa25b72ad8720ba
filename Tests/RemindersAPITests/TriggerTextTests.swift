import LocalNotifications
import RemindersAPI
import Testing

@Suite("Trigger texts")
struct TriggerTextTests {
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
        #expect(TriggerText.text(trigger) == text)
    }

    @Test(
        "Durations are written in the notation `--in` reads",
        arguments: [(5_400.0, "1h30m"), (60, "1m"), (93_784, "1d2h3m4s"), (0, "0s"), (1.5, "1.5s"), (86_400, "1d")])
    func formats(seconds: Double, text: String) {
        #expect(TriggerText.duration(seconds) == text)
    }
}
