import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

@Suite("notify")
struct NotifyParsingTests {
    @Test("Only a title: delivered at once, with a generated identifier and the defaults")
    func minimal() throws {
        #expect(try Fixtures.notify(["--title", "Tea"]) == Fixtures.request(trigger: .immediate))
    }

    @Test("The default identifier is a fresh lowercased UUID")
    func generatedIdentifier() throws {
        let parser = CommandParser(now: Fixtures.now, timeZone: Fixtures.zone)
        let first = try parser.parse(["notify", "--title", "Tea"])
        let second = try parser.parse(["notify", "--title", "Tea"])
        guard case .notify(let one) = first, case .notify(let two) = second else {
            Issue.record("not notify: \(first), \(second)")
            return
        }
        #expect(one.identifier != two.identifier)
        #expect(one.identifier == one.identifier.lowercased())
        #expect(one.identifier.count == 36)
        #expect(UUID(uuidString: one.identifier) != nil)
    }

    @Test("--attachment: an absolute path is kept, a relative one starts in the current folder")
    func attachment() throws {
        #expect(
            try Fixtures.notify(["--title", "Tea", "--attachment", "/srv/tea.png"]).content.attachment == "/srv/tea.png"
        )
        let parser = CommandParser(
            now: Fixtures.now, timeZone: Fixtures.zone, makeIdentifier: { "x" }, currentDirectory: "/home/ada")
        guard
            case .notify(let request) = try parser.parse([
                "notify", "--title", "Tea", "--attachment", "pics/../tea.png",
            ])
        else {
            Issue.record("not notify")
            return
        }
        #expect(request.content.attachment == "/home/ada/tea.png")
    }

    @Test("--attachment refuses an empty path and a second one")
    func attachmentRefusals() {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--attachment", ""])
                == .badInput("--attachment needs a path to a PNG or JPEG image"))
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--attachment", "/a.png", "--attachment", "/b.png"])
                == .usage("--attachment is given more than once"))
    }

    @Test("Every text option, in any order, also as --name=value")
    func everyOption() throws {
        let request = try Fixtures.notify([
            "--id", "dentist", "--body", "Bring the card", "--sound=alarm-clock-elapsed", "--title=Dentist",
            "--urgency", "critical",
        ])
        #expect(
            request
                == Fixtures.request(
                    "dentist", title: "Dentist", body: "Bring the card", sound: .named("alarm-clock-elapsed"),
                    level: .critical,
                    trigger: .immediate))
    }

    @Test("--silent means no sound")
    func silent() throws {
        #expect(try Fixtures.notify(["--title", "Tea", "--silent"]).content.sound == NotificationSound.none)
    }

    @Test(
        "Urgency maps to the interruption level",
        arguments: [("low", InterruptionLevel.passive), ("normal", .active), ("critical", .critical)])
    func urgency(name: String, level: InterruptionLevel) throws {
        #expect(try Fixtures.notify(["--title", "Tea", "--urgency", name]).content.interruptionLevel == level)
    }

    @Test("--in gives a time interval trigger; --repeats makes it repeat")
    func interval() throws {
        #expect(
            try Fixtures.notify(["--title", "Tea", "--in", "1h30m"]).trigger
                == .timeInterval(TimeIntervalTrigger(interval: 5_400, repeats: false)))
        #expect(
            try Fixtures.notify(["--title", "Tea", "--in", "1m", "--repeats"]).trigger
                == .timeInterval(TimeIntervalTrigger(interval: 60, repeats: true)))
        #expect(
            try Fixtures.notify(["--title", "Tea", "--in", "10s"]).trigger
                == .timeInterval(TimeIntervalTrigger(interval: 10, repeats: false)))
    }

    @Test("A repeating interval under a minute gets the core's message")
    func shortRepeat() {
        #expect(
            Fixtures.error(["notify", "--title", "Tea", "--in", "30s", "--repeats"])
                == .badInput("--in: a repeating time interval must be at least 60 seconds, not 30"))
    }

    @Test("Values may start with a dash")
    func dashValue() throws {
        #expect(try Fixtures.notify(["--title", "-5 degrees"]).content.title == "-5 degrees")
    }

    @Test(
        "Usage errors",
        arguments: [
            (["notify"], "notify needs --title TEXT"),
            (["notify", "--body", "x"], "notify needs --title TEXT"),
            (["notify", "--title"], "--title needs a value"),
            (["notify", "--title", "a", "--title", "b"], "--title is given more than once"),
            (["notify", "--title", "a", "--foo"], "unknown option --foo"),
            (["notify", "--title", "a", "-x"], "unknown option -x"),
            (["notify", "--title", "a", "extra"], "notify: unexpected argument \"extra\""),
            (["notify", "--title", "a", "--silent=yes"], "--silent takes no value"),
            (["notify", "--title", "a", "--silent", "--silent"], "--silent is given more than once"),
            (
                ["notify", "--title", "a", "--sound", "bell", "--silent"],
                "--sound and --silent cannot be used together"
            ),
            (
                ["notify", "--title", "a", "--urgency", "high"],
                "--urgency must be low, normal or critical, not \"high\""
            ),
            (
                ["notify", "--title", "a", "--in", "5m", "--at", "2026-12-24 18:30"],
                "--in and --at cannot be used together"
            ),
            (
                ["notify", "--title", "a", "--at", "2026-12-24 18:30", "--in", "5m"],
                "--in and --at cannot be used together"
            ),
            (
                ["notify", "--title", "a", "--in", "5m", "--match", "hour=9"],
                "--in and --match cannot be used together"
            ),
            (
                ["notify", "--title", "a", "--match", "hour=9", "--at", "2026-12-24 18:30"],
                "--at and --match cannot be used together"
            ),
            (["notify", "--title", "a", "--repeats"], "--repeats needs --in, --match or --near"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(Fixtures.error(arguments) == .usage(message))
    }

    @Test(
        "The core refuses bad content and identifiers",
        arguments: [
            (["notify", "--title", ""], "the notification needs a title or a body"),
            (["notify", "--title", "a\u{7}b"], "the title contains a control character"),
            (["notify", "--title", String(repeating: "x", count: 1_001)], "the title is longer than 1000 characters"),
            (["notify", "--title", "a", "--id", ""], "--id: the identifier is empty"),
            (["notify", "--title", "a", "--sound", ""], "the sound name is empty or contains a control character"),
        ])
    func coreErrors(arguments: [String], message: String) {
        #expect(Fixtures.error(arguments) == .badInput(message))
    }

    @Test("A title may be empty when there is a body")
    func bodyOnly() throws {
        #expect(try Fixtures.notify(["--title", "", "--body", "Just the body"]).content.body == "Just the body")
    }
}
