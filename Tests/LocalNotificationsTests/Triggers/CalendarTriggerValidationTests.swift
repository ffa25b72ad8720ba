import Foundation
import LocalNotifications
import Testing

/// The calendar components a trigger refuses, with the message the user reads.
@Suite("Calendar trigger validation")
struct CalendarTriggerValidationTests {
    /// Triggers that must be refused and the exact message.
    static let refused: [(CalendarTrigger, String)] = [
        (CalendarTrigger(hour: 25, repeats: true), "hour=25 is out of range (0 to 23)"),
        (CalendarTrigger(month: 13, repeats: true), "month=13 is out of range (1 to 12)"),
        (CalendarTrigger(minute: 60, repeats: true), "minute=60 is out of range (0 to 59)"),
        (CalendarTrigger(day: 0, repeats: true), "day=0 is out of range (1 to 31)"),
        (CalendarTrigger(weekday: 8, repeats: true), "weekday=8 is out of range (1 to 7)"),
        (
            CalendarTrigger(weekday: 3, weekdayOrdinal: 6, repeats: true),
            "weekdayOrdinal=6 is out of range (1 to 5, or -1 for the last)"
        ),
        (CalendarTrigger(hour: 9, weekdayOrdinal: 2, repeats: true), "weekdayOrdinal needs a weekday"),
        (CalendarTrigger(month: 2, day: 30, repeats: true), "day=30 never occurs in month=2"),
        (CalendarTrigger(month: 4, day: 31, repeats: true), "day=31 never occurs in month=4"),
        (CalendarTrigger(year: 2025, month: 2, day: 29, repeats: false), "day=29 never occurs in month=2 of 2025"),
        (
            CalendarTrigger(hour: 9, repeats: true, timeZoneIdentifier: "Mars/Olympus_Mons"),
            "unknown time zone \"Mars/Olympus_Mons\""
        ),
        (CalendarTrigger(repeats: true), "a calendar trigger needs at least one date component"),
    ]

    /// Each refused trigger throws `invalidTrigger` with its message, alone and in a request.
    @Test(arguments: refused)
    func refusesWithMessage(_ trigger: CalendarTrigger, message: String) {
        #expect(throws: NotificationError.invalidTrigger(message)) { try trigger.validate() }
        let request = makeRequest("calendar", .calendar(trigger))
        #expect(errorMessage { () throws(NotificationError) in try request.validate() } == message)
    }

    /// Edge values that exist are allowed: February 29 without a year or in a leap year,
    /// day 31 in a long month, midnight, a fixed zone.
    @Test(arguments: [
        CalendarTrigger(month: 2, day: 29, repeats: true),
        CalendarTrigger(year: 2028, month: 2, day: 29, repeats: false),
        CalendarTrigger(month: 12, day: 31, hour: 23, minute: 59, second: 59, repeats: true),
        CalendarTrigger(hour: 0, minute: 0, repeats: true, timeZoneIdentifier: "Australia/Lord_Howe"),
        CalendarTrigger(weekday: 3, weekdayOrdinal: 5, repeats: true),
    ])
    func acceptsExistingDates(_ trigger: CalendarTrigger) {
        #expect(errorMessage { () throws(NotificationError) in try trigger.validate() } == nil)
    }
}
