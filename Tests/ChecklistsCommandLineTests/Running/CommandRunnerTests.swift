import ChecklistsModel
import Foundation
import LocalNotifications
import RemindersAPI
import RemindersClient
import TestSupport
import Testing

@testable import ChecklistsCommandLine

@Suite("Running commands: output and exit codes")
struct CommandRunnerTests {
    private let service = FakeRemindersClient()
    private let output = CapturedOutput()
    private let app = ChecklistsApp.identifier

    private func run(_ arguments: [String]) -> ExitCode {
        let runner = CommandRunner(
            service: service, output: output.streams, now: { Fixtures.now }, timeZone: Fixtures.zone,
            makeIdentifier: { Fixtures.generatedIdentifier }, openModel: UnusedDependencies.openModel,
            makeDailyReminder: UnusedDependencies.makeDailyReminder)
        return runner.run(arguments)
    }

    @Test("notify adds the request for Checklists and prints its identifier")
    func notify() {
        #expect(run(["notify", "--title", "Tea", "--in", "5m"]) == .success)
        let request = Fixtures.request(trigger: .timeInterval(TimeIntervalTrigger(interval: 300, repeats: false)))
        #expect(service.calls == [.add(request, app: app)])
        #expect(output.standardOutput == "\(Fixtures.generatedIdentifier)\n")
        #expect(output.standardError == "")
    }

    @Test("notify prints the given identifier")
    func notifyWithIdentifier() {
        #expect(run(["notify", "--title", "Tea", "--id", "tea-1"]) == .success)
        #expect(output.standardOutput == "tea-1\n")
    }

    @Test("Bad usage: exit 2, one line on standard error, nothing sent")
    func badUsage() {
        #expect(run(["notify", "--title", "Tea", "--foo"]) == .usage)
        #expect(output.standardError == "checklists: unknown option --foo\n")
        #expect(output.standardOutput == "")
        #expect(service.calls.isEmpty)
    }

    @Test(
        "Bad input is refused before remindd is asked, even when it is down",
        arguments: [
            (
                ["notify", "--title", "Tea", "--at", "2026-02-30 10:00"],
                "checklists: --at: 2026-02-30 10:00 is not a valid date\n"
            ),
            (
                ["notify", "--title", "Tea", "--in", "5m", "--at", "2026-12-24 10:00"],
                "checklists: --in and --at cannot be used together\n"
            ),
            (
                ["notify", "--title", "Tea", "--match", "hour=25"],
                "checklists: --match: hour=25 is out of range (0 to 23)\n"
            ),
        ])
    func badInput(arguments: [String], line: String) {
        service.error = .failure("cannot reach remindd: down")
        #expect(run(arguments) == .usage)
        #expect(output.standardError == line)
        #expect(service.calls.isEmpty)
    }

    @Test("remindd refusing the input: exit 2 with its message")
    func daemonRefuses() {
        service.error = .badInput("the date 2026-06-15 12:00:00 is in the past")
        #expect(run(["notify", "--title", "Tea"]) == .usage)
        #expect(output.standardError == "checklists: the date 2026-06-15 12:00:00 is in the past\n")
        #expect(output.standardOutput == "")
    }

    @Test(
        "remindd unreachable: exit 1 with one line, for every command",
        arguments: [
            ["notify", "--title", "Tea"], ["pending"], ["pending", "--json"], ["delivered"], ["delivered", "--json"],
            ["cancel", "a"], ["cancel", "--all"], ["clear-delivered", "a"], ["clear-delivered", "--all"],
        ])
    func unreachable(arguments: [String]) {
        service.error = .failure(
            "cannot reach remindd: The name org.checklists.Remindd was not provided\nby any .service files")
        #expect(run(arguments) == .failure)
        #expect(
            output.errorLines == [
                "checklists: cannot reach remindd: The name org.checklists.Remindd was not provided by any .service files"
            ])
        #expect(output.standardOutput == "")
    }

    @Test("cancel and clear-delivered call the matching method")
    func removals() {
        #expect(run(["cancel", "a", "b"]) == .success)
        #expect(run(["cancel", "--all"]) == .success)
        #expect(run(["clear-delivered", "c"]) == .success)
        #expect(run(["clear-delivered", "--all"]) == .success)
        #expect(
            service.calls == [
                .removePending(["a", "b"], app: app), .removeAllPending(app: app), .removeDelivered(["c"], app: app),
                .removeAllDelivered(app: app),
            ])
        #expect(output.standardOutput == "")
        #expect(output.standardError == "")
    }

    @Test("pending --json prints one array")
    func pendingJSON() throws {
        service.pendingEntries = [
            ScheduledEntry(
                request: Fixtures.request("a", trigger: .immediate),
                nextTriggerDate: Fixtures.date("2026-12-24 18:30:00"))
        ]
        #expect(run(["pending", "--json"]) == .success)
        #expect(service.calls == [.pending(app: app)])
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.first?["nextTriggerDate"] as? String == "2026-12-24T18:30:00+01:00")
    }

    @Test("Empty listings as JSON are []")
    func emptyJSON() {
        #expect(run(["delivered", "--json"]) == .success)
        #expect(output.standardOutput == "[]\n")
        #expect(service.calls == [.delivered(app: app)])
    }

    @Test("pending and delivered print tables")
    func tables() {
        #expect(run(["pending"]) == .success)
        #expect(run(["delivered"]) == .success)
        #expect(output.standardOutput == "No pending notifications.\nNo delivered notifications.\n")
    }

    @Test(
        "Help goes to standard output with exit 0", arguments: [["--help"], ["notify", "--help"], ["help", "cancel"]])
    func help(arguments: [String]) {
        #expect(run(arguments) == .success)
        #expect(output.standardOutput.hasPrefix("Usage: checklists"))
        #expect(output.standardError == "")
        #expect(service.calls.isEmpty)
    }

    @Test("No arguments: the usage on standard error, exit 2")
    func noArguments() {
        #expect(run([]) == .usage)
        #expect(output.standardError == HelpText.main)
        #expect(output.standardOutput == "")
    }
}
