import LocalNotifications
import Testing

@testable import ChecklistsModel

@Suite("Date and repeat phrases that are refused, each with a one-line reason")
struct PhraseRefusalTests {
    private let reader = PhraseFixture.reader

    @Test(
        "Dates refused, each with its reason",
        arguments: [
            ("", PhraseError.Reason.empty), ("   ", .empty), ("soonish", .unknownWord("soonish")),
            ("tomorrow evening", .unknownWord("evening")), ("feb 30", .noSuchDay("feb 30")),
            ("31 apr", .noSuchDay("31 apr")), ("2026-02-29", .noSuchDay("2026-02-29")),
            ("2026-13-01 10:00", .noSuchDay("2026-13-01")), ("feb 29 2027", .noSuchDay("feb 29")),
            ("25:00", .noSuchTime("25:00")), ("13pm", .noSuchTime("13pm")), ("0am", .noSuchTime("0am")),
            ("24:00", .noSuchTime("24:00")), ("9:60", .noSuchTime("9:60")), ("tomorrow 9:5", .noSuchTime("9:5")),
            ("in 0 min", .notPositive("0 min")), ("in -5 min", .notPositive("-5")), ("in", .incomplete),
            ("in 5", .incomplete), ("in 5 fortnights", .unknownWord("fortnights")),
            ("yesterday", .inThePast("yesterday")),
            ("next", .incomplete), ("next month", .unknownWord("month")), ("dec", .incomplete),
            ("tomorrow at", .incomplete), ("today tomorrow", .repeated("tomorrow")), ("9am 10am", .repeated("10am")),
            ("1969-12-31 10:00", .outOfRange), ("24 dec 1969", .outOfRange), ("dec 24 10000", .outOfRange),
            ("mon 4 dec 2026", .weekdayMismatch("Monday")), ("in 9999999 weeks", .outOfRange),
        ])
    func dates(text: String, reason: PhraseError.Reason) {
        #expect(throws: PhraseError(text: text, subject: .date, reason: reason)) { try reader.due(text) }
    }

    @Test(
        "Repeat phrases refused, each with its reason, as a repeat rule",
        arguments: [
            ("every", PhraseError.Reason.incomplete), ("every 0 days", .notPositive("0")),
            ("every -2 days", .notPositive("-2")), ("every fortnight", .unknownWord("fortnight")),
            ("every day on tue", .unknownWord("on")), ("every week on", .incomplete),
            ("every week on payday", .unknownWord("payday")), ("every month on the 32nd", .noSuchDay("32nd")),
            ("every year on feb 30", .noSuchDay("feb 30")), ("every day 25:00", .noSuchTime("25:00")),
            ("every day 0 times", .notPositive("0")), ("every day for 5", .incomplete),
            ("every day until 2026-11-30", .inThePast("2026-11-30")),
            ("every day until yesterday", .inThePast("yesterday")),
            ("every day 9am 10am", .repeated("10am")), ("every day 5 times until dec 31", .repeated("until")),
            ("every month on the 1st on the 2nd", .repeated("on")),
            ("every 1001 days", .tooLarge("1001", maximum: 1000)),
            ("every 2026 mon", .tooLarge("2026", maximum: 1000)),
            ("every day 10001 times", .tooLarge("10001", maximum: 10_000)),
            ("every week for 999999999 times", .tooLarge("999999999", maximum: 10_000)),
        ])
    func repeats(text: String, reason: PhraseError.Reason) {
        #expect(throws: PhraseError(text: text, subject: .repeatRule, reason: reason)) { try reader.due(text) }
    }

    @Test("A repeat given on its own is refused in the same way, as a repeat rule")
    func repeatRule() {
        #expect(throws: PhraseError(text: "", subject: .repeatRule, reason: .empty)) { try reader.repeatRule("") }
        #expect(throws: PhraseError(text: "sometimes", subject: .repeatRule, reason: .unknownWord("sometimes"))) {
            try reader.repeatRule("sometimes")
        }
        #expect(throws: PhraseError(text: "2026 mon", subject: .repeatRule, reason: .tooLarge("2026", maximum: 1000))) {
            try reader.repeatRule("2026 mon")
        }
    }

    @Test("The largest interval and count read, as the rules they say")
    func largestNumbers() throws {
        let rule = try reader.repeatRule("every 1000 days 10000 times").rule
        #expect(rule == RecurrenceRule(frequency: .daily, interval: 1000, end: .count(10_000)))
        #expect(try rule.validated() == rule)
    }

    @Test("Messages quote the text and say what was wrong, on one line")
    func messages() {
        let cases: [(PhraseError, String)] = [
            (
                PhraseError(text: "feb 30", subject: .date, reason: .noSuchDay("feb 30")),
                "cannot read \"feb 30\" as a date: \"feb 30\" is not a day of the calendar"
            ),
            (
                PhraseError(text: "25:00", subject: .date, reason: .noSuchTime("25:00")),
                "cannot read \"25:00\" as a date: \"25:00\" is not a time of day (00:00 to 23:59, or 12am to 11:59pm)"
            ),
            (
                PhraseError(text: "in 0 min", subject: .date, reason: .notPositive("0 min")),
                "cannot read \"in 0 min\" as a date: \"0 min\" must be a whole number of 1 or more"
            ),
            (
                PhraseError(text: "yesterday", subject: .date, reason: .inThePast("yesterday")),
                "cannot read \"yesterday\" as a date: \"yesterday\" is in the past"
            ),
            (
                PhraseError(text: "every 0 days", subject: .repeatRule, reason: .notPositive("0")),
                "cannot read \"every 0 days\" as a repeat rule: \"0\" must be a whole number of 1 or more"
            ),
            (
                PhraseError(text: "every 2000 days", subject: .repeatRule, reason: .tooLarge("2000", maximum: 1000)),
                "cannot read \"every 2000 days\" as a repeat rule: \"2000\" can be at most 1000"
            ),
            (
                PhraseError(text: "soonish", subject: .date, reason: .unknownWord("soonish")),
                "cannot read \"soonish\" as a date: Checklists does not know the word \"soonish\""
            ),
            (
                PhraseError(text: "1969-12-31", subject: .date, reason: .outOfRange),
                "cannot read \"1969-12-31\" as a date: dates must lie between the years 1970 and 9999"
            ),
            (
                PhraseError(text: "2y", subject: .duration, reason: .tooLong),
                "cannot read \"2y\" as a duration: a duration can be at most a year (366 days)"
            ),
            (
                PhraseError(text: "", subject: .date, reason: .empty),
                "cannot read \"\" as a date: the text is empty"
            ),
        ]
        for (error, message) in cases {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }
}
