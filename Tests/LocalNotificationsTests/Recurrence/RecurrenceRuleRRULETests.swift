import Foundation
import LocalNotifications
import Testing

/// Reading and writing rules as RFC 5545 `RRULE` values, and what is refused.
@Suite("Recurrence: RRULE text")
struct RecurrenceRuleRRULETests {
    @Test("reads every part, with or without the prefix, in any case")
    func readsParts() throws {
        let rule = try RecurrenceRule(
            rrule: "rrule:freq=monthly;interval=2;byday=MO,2tu,-1FR;bymonth=1,7;bysetpos=1,-1;count=5;wkst=su")
        #expect(
            rule
                == RecurrenceRule(
                    frequency: .monthly, interval: 2,
                    weekdays: [.init(2), .init(3, ordinal: 2), .init(6, ordinal: -1)], months: [1, 7],
                    setPositions: [1, -1], end: .count(5)))
        #expect(
            try RecurrenceRule(rrule: "FREQ=MONTHLY;BYMONTHDAY=1,-1")
                == RecurrenceRule(frequency: .monthly, monthDays: [1, -1]))
    }

    @Test("UNTIL in UTC, as a floating time in the zone, and as a date meaning the end of that day")
    func untilForms() throws {
        let berlin = try timeZone("Europe/Berlin")
        func until(_ text: String) throws -> String? {
            guard case .until(let date) = try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=" + text, zone: berlin).end else {
                return nil
            }
            let text: String = isoString(date, in: berlin)
            return text
        }
        #expect(try until("20271231T230000Z") == "2028-01-01T00:00:00+01:00")
        #expect(try until("20271231T230000") == "2027-12-31T23:00:00+01:00")
        #expect(try until("20271231") == "2027-12-31T23:59:59+01:00")
        #expect(try until("20270328T023000") == "2027-03-28T03:30:00+02:00")
    }

    @Test("writes the canonical text, parts in order, INTERVAL only above 1, UNTIL in UTC")
    func writes() throws {
        let rule = RecurrenceRule(
            frequency: .yearly, interval: 1, weekdays: [.init(1, ordinal: -1)], monthDays: [], months: [3],
            setPositions: [1], end: .until(try isoDate("2030-12-31T23:59:59+01:00")))
        #expect(rule.rrule == "FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3;BYSETPOS=1;UNTIL=20301231T225959Z")
        #expect(
            RecurrenceRule(frequency: .weekly, interval: 2, weekdays: [.init(3), .init(5)]).rrule
                == "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH")
        #expect(
            RecurrenceRule(frequency: .monthly, monthDays: [31, -1], end: .count(12)).rrule
                == "FREQ=MONTHLY;BYMONTHDAY=31,-1;COUNT=12")
    }

    static let canonical = [
        "FREQ=DAILY", "FREQ=DAILY;INTERVAL=3;COUNT=10", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20271231T225959Z", "FREQ=MONTHLY;BYMONTHDAY=31",
        "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
        "FREQ=YEARLY;BYMONTHDAY=29;BYMONTH=2",
        "FREQ=YEARLY;INTERVAL=4;BYDAY=20MO", "FREQ=MONTHLY;BYMONTHDAY=1,-1;BYMONTH=1,4,7,10;BYSETPOS=2",
    ]

    @Test("a canonical text reads and writes back the same, and the rule survives the round trip", arguments: canonical)
    func roundTrip(_ text: String) throws {
        let rule = try RecurrenceRule(rrule: text)
        #expect(rule.rrule == text)
        #expect(try RecurrenceRule(rrule: rule.rrule) == rule)
        #expect(try RecurrenceRule(rrule: "RRULE:" + text) == rule)
    }

    /// A text that is refused, and the part its message must name.
    struct Refusal: CustomTestStringConvertible, Sendable {
        let text: String
        let part: String
        var testDescription: String { text.isEmpty ? "(empty)" : text }
    }

    static let refusals: [Refusal] = [
        Refusal(text: "", part: "RRULE"), Refusal(text: "RRULE:", part: "RRULE"),
        Refusal(text: "INTERVAL=2", part: "FREQ"), Refusal(text: "FREQ=HOURLY", part: "FREQ"),
        Refusal(text: "FREQ=MINUTELY", part: "FREQ"), Refusal(text: "FREQ=SECONDLY", part: "FREQ"),
        Refusal(text: "FREQ=FORTNIGHTLY", part: "FREQ"), Refusal(text: "FREQ=DAILY;BYHOUR=9", part: "BYHOUR"),
        Refusal(text: "FREQ=DAILY;BYMINUTE=5", part: "BYMINUTE"),
        Refusal(text: "FREQ=DAILY;BYSECOND=5", part: "BYSECOND"),
        Refusal(text: "FREQ=YEARLY;BYYEARDAY=100", part: "BYYEARDAY"),
        Refusal(text: "FREQ=YEARLY;BYWEEKNO=20", part: "BYWEEKNO"),
        Refusal(text: "FREQ=DAILY;COLOR=RED", part: "COLOR"),
        Refusal(text: "FREQ=DAILY;FREQ=WEEKLY", part: "FREQ"),
        Refusal(text: "FREQ=DAILY;COUNT=2;COUNT=3", part: "COUNT"),
        Refusal(text: "FREQ=DAILY;COUNT=3;UNTIL=20271231", part: "COUNT"),
        Refusal(text: "FREQ=DAILY;INTERVAL=0", part: "INTERVAL"),
        Refusal(text: "FREQ=DAILY;INTERVAL=1001", part: "INTERVAL"),
        Refusal(text: "FREQ=DAILY;INTERVAL=x", part: "INTERVAL"),
        Refusal(text: "FREQ=DAILY;COUNT=0", part: "COUNT"), Refusal(text: "FREQ=DAILY;COUNT=10001", part: "COUNT"),
        Refusal(text: "FREQ=WEEKLY;BYDAY=XX", part: "BYDAY"), Refusal(text: "FREQ=WEEKLY;BYDAY=2TU", part: "BYDAY"),
        Refusal(text: "FREQ=DAILY;BYDAY=-1FR", part: "BYDAY"), Refusal(text: "FREQ=MONTHLY;BYDAY=6TU", part: "BYDAY"),
        Refusal(text: "FREQ=MONTHLY;BYDAY=0TU", part: "BYDAY"), Refusal(text: "FREQ=YEARLY;BYDAY=54MO", part: "BYDAY"),
        Refusal(text: "FREQ=MONTHLY;BYMONTHDAY=0", part: "BYMONTHDAY"),
        Refusal(text: "FREQ=MONTHLY;BYMONTHDAY=32", part: "BYMONTHDAY"),
        Refusal(text: "FREQ=MONTHLY;BYMONTHDAY=-32", part: "BYMONTHDAY"),
        Refusal(text: "FREQ=WEEKLY;BYMONTHDAY=3", part: "BYMONTHDAY"),
        Refusal(text: "FREQ=YEARLY;BYMONTH=13", part: "BYMONTH"),
        Refusal(text: "FREQ=YEARLY;BYMONTH=0", part: "BYMONTH"),
        Refusal(text: "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0", part: "BYSETPOS"),
        Refusal(text: "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=367", part: "BYSETPOS"),
        Refusal(text: "FREQ=MONTHLY;BYSETPOS=1", part: "BYSETPOS"),
        // Found by fuzzing: a position past what a period holds never matched, and the
        // search for it went through 400 years (over 30 s under AddressSanitizer).
        Refusal(text: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=92", part: "BYSETPOS"),
        Refusal(text: "FREQ=WEEKLY;BYDAY=MO;BYSETPOS=-8", part: "BYSETPOS"),
        // Found by fuzzing the import: beside BYMONTH or BYMONTHDAY a yearly rule's ordinal
        // counts in the month, which has at most 5 of a weekday; the 21st never came.
        Refusal(text: "FREQ=YEARLY;BYMONTH=8;BYDAY=21SU", part: "BYDAY"),
        Refusal(text: "FREQ=YEARLY;BYMONTHDAY=1;BYDAY=-6MO", part: "BYDAY"),
        Refusal(text: "FREQ=DAILY;BYMONTH=1;BYSETPOS=2", part: "BYSETPOS"),
        Refusal(text: "FREQ=DAILY;UNTIL=2027", part: "UNTIL"),
        Refusal(text: "FREQ=DAILY;UNTIL=20270230", part: "UNTIL"),
        Refusal(text: "FREQ=DAILY;UNTIL=20271231T250000Z", part: "UNTIL"),
        Refusal(text: "FREQ=DAILY;WKST=XX", part: "WKST"), Refusal(text: "FREQ=DAILY;;COUNT=2", part: "RRULE"),
        Refusal(text: "FREQ=DAILY;COUNT", part: "RRULE"),
        Refusal(text: "FREQ=MONTHLY;BYMONTHDAY=1,,2", part: "BYMONTHDAY"),
    ]

    @Test("refused with one line naming the part", arguments: refusals)
    func refuses(_ row: Refusal) {
        #expect {
            _ = try RecurrenceRule(rrule: row.text)
        } throws: { error in
            guard let error = error as? RecurrenceRuleError else { return false }
            return error.part == row.part && (row.part == "RRULE" || error.description.contains(row.part))
                && !error.description.contains("\n") && !error.description.isEmpty
        }
    }

    @Test("an UNTIL outside the years 1970 to 9999 is refused, even where only the zone moves it out")
    func untilWithinTheYears() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
        let outside = [
            ("FREQ=DAILY;UNTIL=00000101T000000", berlin), ("FREQ=DAILY;UNTIL=00000101", newYork),
            ("FREQ=DAILY;UNTIL=19691231T000000Z", newYork), ("FREQ=DAILY;UNTIL=99991231T230000", honolulu),
        ]
        for (text, zone) in outside {
            #expect("\(text)") {
                _ = try RecurrenceRule(rrule: text, zone: zone)
            } throws: { error in
                (error as? RecurrenceRuleError)?.part == "UNTIL"
            }
        }
        for text in ["FREQ=DAILY;UNTIL=19700101T000000Z", "FREQ=DAILY;UNTIL=99991231T235959Z"] {
            let rule = try RecurrenceRule(rrule: text, zone: newYork)
            #expect(rule.rrule == text)
            #expect(try RecurrenceRule(rrule: rule.rrule, zone: honolulu) == rule)
        }
        #expect(throws: RecurrenceRuleError.self) {
            try RecurrenceRule(frequency: .daily, end: .until(Date(timeIntervalSince1970: -86_400))).validated()
        }
    }

    @Test("a rule built in code is checked with the same limits")
    func validatesBuiltRules() throws {
        #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(frequency: .daily, interval: 0).validated() }
        #expect(throws: RecurrenceRuleError.self) {
            try RecurrenceRule(frequency: .monthly, weekdays: [.init(8)]).validated()
        }
        #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(frequency: .daily, end: .count(0)).validated() }
        let good = RecurrenceRule(frequency: .yearly, weekdays: [.init(2, ordinal: 53)])
        #expect(try good.validated() == good)
    }
}
