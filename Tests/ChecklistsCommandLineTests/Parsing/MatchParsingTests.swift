import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

@Suite("notify --match")
struct MatchParsingTests {
    private func trigger(_ text: String, repeats: Bool = false) throws -> NotificationTrigger {
        try Fixtures.notify(["--title", "Tea", "--match", text] + (repeats ? ["--repeats"] : [])).trigger
    }

    @Test("Pairs become a calendar trigger; --repeats makes it repeat")
    func pairs() throws {
        #expect(
            try trigger("hour=14,minute=0,weekday=3", repeats: true)
                == .calendar(CalendarTrigger(hour: 14, minute: 0, weekday: 3, repeats: true)))
        #expect(
            try trigger("hour=14,minute=0,weekday=3")
                == .calendar(CalendarTrigger(hour: 14, minute: 0, weekday: 3, repeats: false)))
    }

    @Test("Every key")
    func everyKey() throws {
        #expect(
            try trigger("year=2027,month=3,day=9,hour=8,minute=7,second=6")
                == .calendar(
                    CalendarTrigger(year: 2027, month: 3, day: 9, hour: 8, minute: 7, second: 6, repeats: false)))
        #expect(
            try trigger("weekday=3,weekday-ordinal=2,hour=9", repeats: true)
                == .calendar(CalendarTrigger(hour: 9, weekday: 3, weekdayOrdinal: 2, repeats: true)))
        #expect(
            try trigger("weekday=sun,weekday-ordinal=last,hour=2,minute=30", repeats: true)
                == .calendar(CalendarTrigger(hour: 2, minute: 30, weekday: 1, weekdayOrdinal: -1, repeats: true)))
        #expect(
            try trigger("weekday=sun,weekday-ordinal=-1", repeats: true)
                == .calendar(CalendarTrigger(weekday: 1, weekdayOrdinal: -1, repeats: true)))
    }

    @Test(
        "Weekday names, short and long, in any case",
        arguments: [
            ("sun", 1), ("mon", 2), ("Tue", 3), ("wednesday", 4), ("THU", 5), ("friday", 6), ("sat", 7),
            ("Saturday", 7),
        ])
    func weekdayNames(name: String, number: Int) throws {
        #expect(
            try trigger("weekday=\(name),hour=9", repeats: true)
                == .calendar(CalendarTrigger(hour: 9, weekday: number, repeats: true)))
    }

    @Test("Spaces around pairs are allowed")
    func spaces() throws {
        #expect(
            try trigger(" hour = 14 , minute=0 ", repeats: true)
                == .calendar(CalendarTrigger(hour: 14, minute: 0, repeats: true)))
    }

    @Test("Unknown keys are refused with the list of keys")
    func unknownKey() {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--match", "hour=14,minutes=0"])
                == .badInput(
                    "--match: unknown key \"minutes\" (use year, month, day, hour, minute, second, weekday, weekday-ordinal)"
                ))
    }

    @Test(
        "Bad values are refused",
        arguments: [
            ("hour=abc", "--match: hour=abc is not a whole number"),
            ("hour=", "--match: hour= is not a whole number"),
            ("hour=1.5", "--match: hour=1.5 is not a whole number"),
            (
                "weekday=funday",
                "--match: weekday=funday is not a number 1 (Sunday) to 7 (Saturday) or a day name such as mon or monday"
            ),
            ("hour", "--match: \"hour\" is not key=value (such as hour=14)"),
            ("hour=14,", "--match: \"hour=14,\" has an empty entry; give key=value pairs"),
            ("", "--match: \"\" has an empty entry; give key=value pairs"),
            ("hour=1,hour=2", "--match: hour is given more than once"),
        ])
    func badValues(text: String, message: String) {
        #expect(Fixtures.error(["notify", "--title", "Tea", "--match", text]) == .badInput(message))
    }

    @Test(
        "Out of range values get the core's message",
        arguments: [
            ("hour=25", "--match: hour=25 is out of range (0 to 23)"),
            ("minute=60", "--match: minute=60 is out of range (0 to 59)"),
            ("weekday=8", "--match: weekday=8 is out of range (1 to 7)"),
            ("month=2,day=30", "--match: day=30 never occurs in month=2"),
            ("weekday-ordinal=2", "--match: weekdayOrdinal needs a weekday"),
        ])
    func outOfRange(text: String, message: String) {
        #expect(Fixtures.error(["notify", "--title", "Tea", "--match", text]) == .badInput(message))
    }

    @Test("A match that never comes again is refused")
    func neverAgain() {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--match", "year=2025,hour=9"])
                == .badInput("--match: the date 2025-01-01 09:00:00 is in the past"))
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--match", "year=2025,hour=9", "--repeats"])
                == .badInput("--match: no date matches the calendar trigger"))
    }
}
