import ChecklistsModel
import Foundation
import LocalNotifications
import TestSupport
import Testing

@testable import ChecklistsCommandLine

@Suite("--nag: running against the model")
struct NagRunnerTests {
    private let run: ChecklistsRun

    init() throws {
        run = try ChecklistsRun()
    }

    @Test("add --nag 10m: the reminder asks remindd to repeat every 600 s until answered; items --json says 600")
    func add() throws {
        let result = run(["add", "Pills", "--due", "2026-06-15 12:02", "--remind", "--nag", "10m"])
        #expect(result.status == .success)
        let scheduled = run.scheduler.scheduled
        #expect(scheduled.map(\.repeatInterval) == [600])
        #expect(scheduled.map(\.repeatCount) == [0])
        #expect(try run.items().first?["nag"] as? Int == 600)
    }

    @Test("edit --nag and --no-nag change it; items --json says null when off")
    func edit() throws {
        run(["add", "Pills", "--due", "2026-06-15 12:02", "--remind"])
        #expect(try run.items().first?["nag"] is NSNull)
        #expect(run(["edit", "1", "--nag", "5m"]).status == .success)
        #expect(try run.items().first?["nag"] as? Int == 300)
        #expect(run(["edit", "1", "--no-nag"]).status == .success)
        #expect(try run.items().first?["nag"] is NSNull)
    }

    @Test("a bad --nag is one line and exit status 2, and changes nothing")
    func refused() throws {
        run(["add", "Pills", "--due", "2026-06-15 12:02", "--remind"])
        let short = run(["edit", "1", "--nag", "0m"])
        #expect(short.status == .usage)
        #expect(short.stderr.hasPrefix("checklists: --nag: "), "\(short.stderr)")
        #expect(short.stderr.filter { $0 == "\n" }.count == 1, "\(short.stderr)")
        let noReminder = run(["add", "Read", "--nag", "10m"])
        #expect(noReminder.status == .usage)
        #expect(noReminder.stderr == "checklists: --nag needs a reminder: --remind, --remind-before or --remind-at\n")
        #expect(try run.items().count == 1)
        run(["add", "Stretch"])
        let noStoredReminder = run(["edit", "2", "--nag", "10m"])
        #expect(noStoredReminder.status == .usage)
        #expect(
            noStoredReminder.stderr == "checklists: --nag needs a reminder: --remind, --remind-before or --remind-at\n")
        #expect(try run.items().allSatisfy { $0["nag"] is NSNull })
        #expect(try run.items().first?["nag"] is NSNull)
    }
}
