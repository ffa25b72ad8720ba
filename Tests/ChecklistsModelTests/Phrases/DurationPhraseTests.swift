import Testing

@testable import ChecklistsModel

@Suite("Durations for reminders before the due time")
struct DurationPhraseTests {
    @Test(
        "Durations in seconds",
        arguments: [
            ("15m", 900), ("2h", 7_200), ("1d", 86_400), ("1h30m", 5_400), ("1h 30m", 5_400), ("90 min", 5_400),
            ("2 hours", 7_200), ("1 day", 86_400), ("1 week", 604_800), ("366d", 31_622_400), (" 5 MIN ", 300),
        ])
    func durations(text: String, seconds: Int) throws {
        #expect(try PhraseFixture.reader.duration(text) == seconds)
    }

    @Test(
        "Durations refused, each with its reason",
        arguments: [
            ("", PhraseError.Reason.empty), ("0m", .notPositive("0m")), ("-5m", .notPositive("-5")),
            ("367d", .tooLong), ("15", .incomplete), ("15 parsecs", .unknownWord("parsecs")),
            ("soon", .unknownWord("soon")), ("999999999999m", .tooLong),
        ])
    func refused(text: String, reason: PhraseError.Reason) {
        #expect(throws: PhraseError(text: text, subject: .duration, reason: reason)) {
            try PhraseFixture.reader.duration(text)
        }
    }
}
