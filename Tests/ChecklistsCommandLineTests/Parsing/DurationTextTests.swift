import Testing

@testable import ChecklistsCommandLine

@Suite("Durations of --in")
struct DurationTextTests {
    @Test(
        "Every unit and their combinations",
        arguments: [
            ("10s", 10.0), ("5m", 300), ("2h", 7_200), ("1d", 86_400), ("1h30m", 5_400), ("1d2h3m4s", 93_784),
            ("90s", 90), ("0h5m", 300), ("120m", 7_200),
        ])
    func parses(text: String, seconds: Double) throws {
        #expect(try DurationText.seconds(text) == seconds)
    }

    @Test(
        "Malformed durations are refused with the expected form",
        arguments: ["", "10", "m", "5x", "1.5h", "1m1h", "1h1h", "-5m", "5 m", "5M", "h30", "1h30"])
    func refusesMalformed(text: String) {
        #expect(
            throws: CommandLineError.badInput(
                "--in: \"\(text)\" is not a duration such as 10s, 5m, 2h, 1d or 1h30m")
        ) {
            try DurationText.seconds(text)
        }
    }

    @Test("Zero is not a duration")
    func refusesZero() {
        #expect(throws: CommandLineError.badInput("--in: the duration must be more than 0 seconds")) {
            try DurationText.seconds("0s")
        }
        #expect(throws: CommandLineError.badInput("--in: the duration must be more than 0 seconds")) {
            try DurationText.seconds("0h0m")
        }
    }

    @Test("An overflowing duration is refused, not wrapped")
    func refusesOverflow() {
        #expect(throws: CommandLineError.badInput("--in: 999999999999999999d is too long")) {
            try DurationText.seconds("999999999999999999d")
        }
    }
}
