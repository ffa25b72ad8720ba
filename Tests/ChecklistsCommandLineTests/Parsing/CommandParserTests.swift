import Testing

@testable import ChecklistsCommandLine

@Suite("Commands and help")
struct CommandParserTests {
    @Test("No arguments: the app (for now the usage on standard error)")
    func noArguments() {
        #expect(Fixtures.parse([]) == .success(.launchApp))
    }

    @Test("Help for the whole tool", arguments: [["--help"], ["-h"], ["help"]])
    func mainHelp(arguments: [String]) {
        #expect(Fixtures.parse(arguments) == .success(.help(HelpText.main)))
    }

    @Test("Help for each command", arguments: Verb.allCases)
    func verbHelp(verb: Verb) {
        let help = Command.help(HelpText.text(for: verb))
        #expect(Fixtures.parse([verb.rawValue, "--help"]) == .success(help))
        #expect(Fixtures.parse([verb.rawValue, "-h"]) == .success(help))
        #expect(Fixtures.parse(["help", verb.rawValue]) == .success(help))
        #expect(Fixtures.parse([verb.rawValue, "--bogus", "--help"]) == .success(help))
    }

    @Test("Every flag of notify is explained in its help")
    func notifyHelpMentionsEveryFlag() {
        for flag in [
            "--title", "--body", "--id", "--sound", "--silent", "--urgency", "--in", "--at", "--match", "--repeats",
            "--help",
        ] {
            #expect(HelpText.notify.contains(flag), "\(flag)")
        }
        for key in ["year", "month", "day", "hour", "minute", "second", "weekday", "weekday-ordinal", "mon..sun"] {
            #expect(HelpText.notify.contains(key), "\(key)")
        }
    }

    @Test("The overview names every command")
    func overviewNamesCommands() {
        for verb in Verb.allCases { #expect(HelpText.main.contains("  \(verb.rawValue) ")) }
    }

    @Test("An identifier after -- may look like --help")
    func helpAfterDashDash() {
        #expect(Fixtures.parse(["cancel", "--", "--help"]) == .success(.cancel(.identifiers(["--help"]))))
    }

    @Test("pending and delivered, with and without --json")
    func listings() {
        #expect(Fixtures.parse(["pending"]) == .success(.pending(json: false)))
        #expect(Fixtures.parse(["pending", "--json"]) == .success(.pending(json: true)))
        #expect(Fixtures.parse(["delivered"]) == .success(.delivered(json: false)))
        #expect(Fixtures.parse(["delivered", "--json"]) == .success(.delivered(json: true)))
    }

    @Test("cancel and clear-delivered take identifiers or --all")
    func selections() {
        #expect(Fixtures.parse(["cancel", "a", "b"]) == .success(.cancel(.identifiers(["a", "b"]))))
        #expect(Fixtures.parse(["cancel", "--all"]) == .success(.cancel(.all)))
        #expect(Fixtures.parse(["clear-delivered", "x"]) == .success(.clearDelivered(.identifiers(["x"]))))
        #expect(Fixtures.parse(["clear-delivered", "--all"]) == .success(.clearDelivered(.all)))
        #expect(Fixtures.parse(["cancel", "--", "-odd-id"]) == .success(.cancel(.identifiers(["-odd-id"]))))
    }

    @Test(
        "Usage errors of the commands",
        arguments: [
            (["--foo"], "unknown option --foo"),
            (["frobnicate"], "unknown command \"frobnicate\" (see checklists --help)"),
            (["help", "frobnicate"], "unknown command \"frobnicate\" (see checklists --help)"),
            (["help", "notify", "pending"], "help takes at most one command"),
            (["pending", "--foo"], "unknown option --foo"),
            (["pending", "extra"], "pending: unexpected argument \"extra\""),
            (["pending", "--json", "--json"], "--json is given more than once"),
            (["delivered", "--json=yes"], "--json takes no value"),
            (["delivered", "extra"], "delivered: unexpected argument \"extra\""),
            (["cancel"], "cancel needs identifiers or --all"),
            (["cancel", "a", "--all"], "cancel: identifiers and --all cannot be used together"),
            (["cancel", "--all", "a"], "cancel: identifiers and --all cannot be used together"),
            (["cancel", "--all", "--all"], "--all is given more than once"),
            (["cancel", "--every"], "unknown option --every"),
            (["clear-delivered"], "clear-delivered needs identifiers or --all"),
            (["clear-delivered", "a", "--all"], "clear-delivered: identifiers and --all cannot be used together"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(Fixtures.error(arguments) == .usage(message))
    }
}
