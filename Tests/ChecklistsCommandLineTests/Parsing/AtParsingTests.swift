import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

@Suite("notify --at")
struct AtParsingTests {
    @Test("A local date-time becomes a one-shot calendar trigger; seconds default to 0")
    func minutes() throws {
        let request = try Fixtures.notify(["--title", "Tea", "--at", "2026-12-24 18:30"])
        let expected = CalendarTrigger(year: 2026, month: 12, day: 24, hour: 18, minute: 30, second: 0, repeats: false)
        #expect(request.trigger == .calendar(expected))
        #expect(
            request.trigger.nextFireDate(anchor: Fixtures.now, after: Fixtures.now, localTimeZone: Fixtures.zone)
                == Fixtures.date("2026-12-24 18:30:00"))
    }

    @Test("Seconds are kept")
    func seconds() throws {
        let request = try Fixtures.notify(["--title", "Tea", "--at", "2026-06-15 12:00:05"])
        #expect(
            request.trigger
                == .calendar(
                    CalendarTrigger(year: 2026, month: 6, day: 15, hour: 12, minute: 0, second: 5, repeats: false)))
    }

    @Test("February 29 exists in leap years only")
    func leapDay() throws {
        let request = try Fixtures.notify(["--title", "Tea", "--at", "2028-02-29 09:00"])
        #expect(request.trigger.repeats == false)
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--at", "2027-02-29 09:00"])
                == .badInput("--at: 2027-02-29 09:00 is not a valid date"))
    }

    @Test(
        "Impossible dates are refused",
        arguments: ["2026-02-30 10:00", "2026-04-31 10:00", "2026-13-01 10:00", "2026-00-10 10:00", "2026-12-00 10:00"])
    func invalidDates(text: String) {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--at", text]) == .badInput("--at: \(text) is not a valid date")
        )
    }

    @Test(
        "Impossible times are refused",
        arguments: ["2026-12-24 24:61", "2026-12-24 24:00", "2026-12-24 10:60", "2026-12-24 10:00:60"])
    func invalidTimes(text: String) {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--at", text]) == .badInput("--at: \(text) is not a valid time")
        )
    }

    @Test(
        "Other forms are refused with the expected form",
        arguments: [
            "tomorrow", "2026-12-24", "2026-12-24T18:30", "26-12-24 18:30", "2026-12-24 18", "2026-12-24 18:3",
            "2026-12-24 18:30:5", "2026/12/24 18:30", "2026-12-24 18:30 x", "2026-12-24 +8:30",
        ])
    func malformed(text: String) {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--at", text])
                == .badInput("--at: \"\(text)\" is not a date-time in the form \"YYYY-MM-DD HH:MM[:SS]\""))
    }

    @Test(
        "A date in the past is refused; so is now itself",
        arguments: ["2026-06-15 11:59:59", "2026-06-15 12:00", "2020-01-01 00:00"])
    func past(text: String) {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--at", text]) == .badInput("--at: \(text) is in the past"))
    }

    @Test("One second in the future is fine")
    func justAhead() throws {
        _ = try Fixtures.notify(["--title", "Tea", "--at", "2026-06-15 12:00:01"])
    }

    @Test("The date is read in the given zone")
    func zone() throws {
        // 11:30 in Berlin has passed at "now", but 11:30 in New York (UTC-4) has not.
        let berlin = Fixtures.error(["notify", "--title", "Tea", "--at", "2026-06-15 11:30"])
        #expect(berlin == .badInput("--at: 2026-06-15 11:30 is in the past"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let parser = CommandParser(now: Fixtures.now, timeZone: newYork, makeIdentifier: { "x" })
        #expect(throws: Never.self) { try parser.parse(["notify", "--title", "Tea", "--at", "2026-06-15 11:30"]) }
    }

    @Test("--repeats does not go with --at")
    func noRepeats() {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--at", "2026-12-24 18:30", "--repeats"])
                == .usage("--repeats cannot be used with --at"))
    }
}
