import Testing

@testable import ChecklistsCommandLine

@Suite("daily-reminder: parsing")
struct DailyReminderParsingTests {
    @Test("No argument shows the setting")
    func show() {
        #expect(Fixtures.parse(["daily-reminder"]) == .success(.dailyReminder(.show)))
    }

    @Test(
        "on HH:MM, 24-hour, the hour with one or two digits",
        arguments: [
            ("20:30", 20, 30), ("7:15", 7, 15), ("07:15", 7, 15), ("0:00", 0, 0), ("00:00", 0, 0), ("23:59", 23, 59),
        ])
    func on(text: String, hour: Int, minute: Int) {
        #expect(
            Fixtures.parse(["daily-reminder", "on", text])
                == .success(.dailyReminder(.on(hour: hour, minute: minute, title: nil, body: nil))))
    }

    @Test("on with --title and --body, in any order, inline or not; texts are trimmed")
    func onWithTexts() {
        let expected = Command.dailyReminder(.on(hour: 7, minute: 15, title: "Journal", body: "Write three lines."))
        #expect(
            Fixtures.parse(["daily-reminder", "on", "7:15", "--title", "Journal", "--body", "Write three lines."])
                == .success(expected))
        #expect(
            Fixtures.parse(["daily-reminder", "--body=Write three lines.", "on", "--title", " Journal ", "07:15"])
                == .success(expected))
        #expect(
            Fixtures.parse(["daily-reminder", "on", "7:15", "--title", "--dash"])
                == .success(.dailyReminder(.on(hour: 7, minute: 15, title: "--dash", body: nil))))
    }

    @Test("off")
    func off() {
        #expect(Fixtures.parse(["daily-reminder", "off"]) == .success(.dailyReminder(.off)))
    }

    @Test(
        "A time that is not HH:MM, 24-hour, is bad input",
        arguments: [
            "7pm", "", "20.30", "20:30:00", "20", "20:3", "020:30", "20:300", ":30", "20:", "٢٠:٣٠", "+7:15",
            "7 :15", "t7:15",
        ])
    func malformedTimes(text: String) {
        #expect(
            Fixtures.error(["daily-reminder", "on", text])
                == .badInput(
                    "daily-reminder: \"\(text)\" is not a time in the form HH:MM (24-hour, such as 20:30 or 7:15)"))
    }

    @Test("A time out of range is bad input", arguments: ["25:00", "24:00", "12:60", "99:99"])
    func outOfRange(text: String) {
        #expect(
            Fixtures.error(["daily-reminder", "on", text])
                == .badInput("daily-reminder: \(text) is not a valid time (hours 0 to 23, minutes 0 to 59)"))
    }

    @Test(
        "Texts the model would refuse are bad input",
        arguments: [
            (["--title", ""], "--title: the title of the daily reminder cannot be empty"),
            (
                ["--title", "a\nb"],
                "--title: the title of the daily reminder cannot contain line breaks, tabs or other control characters"
            ),
            (["--body", "  "], "--body: the body of the daily reminder cannot be empty"),
            (
                ["--title", String(repeating: "x", count: 201)],
                "--title: the title of the daily reminder can have at most 200 characters (this one has 201)"
            ),
        ])
    func badTexts(options: [String], message: String) {
        #expect(Fixtures.error(["daily-reminder", "on", "20:30"] + options) == .badInput(message))
    }

    @Test(
        "Usage errors",
        arguments: [
            (["daily-reminder", "on"], "daily-reminder on needs a time HH:MM (24-hour, such as 20:30)"),
            (["daily-reminder", "maybe"], "daily-reminder: unknown setting \"maybe\" (use \"on HH:MM\" or \"off\")"),
            (
                ["daily-reminder", "ON", "20:30"],
                "daily-reminder: unknown setting \"ON\" (use \"on HH:MM\" or \"off\")"
            ),
            (["daily-reminder", "20:30"], "daily-reminder: unknown setting \"20:30\" (use \"on HH:MM\" or \"off\")"),
            (["daily-reminder", "on", "20:30", "21:00"], "daily-reminder: unexpected argument \"21:00\""),
            (["daily-reminder", "off", "now"], "daily-reminder: unexpected argument \"now\""),
            (["daily-reminder", "off", "--title", "x"], "daily-reminder: --title and --body go with \"on HH:MM\""),
            (["daily-reminder", "--body", "x"], "daily-reminder: --title and --body go with \"on HH:MM\""),
            (["daily-reminder", "on", "20:30", "--title", "a", "--title", "b"], "--title is given more than once"),
            (["daily-reminder", "on", "20:30", "--title"], "--title needs a value"),
            (["daily-reminder", "on", "20:30", "--sound", "x"], "unknown option --sound"),
            (["daily-reminder", "--json"], "unknown option --json"),
            (["daily-reminder", "on", "-7:15"], "unknown option -7:15"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(Fixtures.error(arguments) == .usage(message))
    }

    @Test("Help names the forms, the options and the settings file")
    func help() {
        #expect(Fixtures.parse(["daily-reminder", "on", "--help"]) == .success(.help(HelpText.dailyReminder)))
        for text in [
            "daily-reminder on HH:MM [--title TEXT] [--body TEXT]", "daily-reminder off", "--title", "--body",
            "settings.json", "24-hour",
        ] {
            #expect(HelpText.dailyReminder.contains(text), "\(text)")
        }
        #expect(HelpText.main.contains("  daily-reminder   "))
    }
}
