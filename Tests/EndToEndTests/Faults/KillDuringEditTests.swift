import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// SIGKILL of remindd, of the command line and of the window at
    /// random moments while they write. After every kill the database passes
    /// `PRAGMA integrity_check`, and every edit acknowledged before the kill is still there.
    @Suite("SIGKILL during edits")
    struct KillDuringEditTests {
        /// remindd is SIGKILLed at random moments while a writer keeps adding reminders with
        /// `checklists notify` (some due at once, so that remindd fires too); each new
        /// command starts remindd again through the bus. The acknowledged reminders are all
        /// pending, or delivered once for those that came due.
        @Test func reminddKilledWhileRemindersAreAdded() async throws {
            try await TestSession.with { session in
                let first = await session.run(["notify", "--title", "Before the kills", "--in", "1h", "--id", "before"])
                try #require(first.status == 0, "\(first)")
                let stop = StopFlag()
                let writer = Task { await Self.addReminders(session, until: stop) }
                var kills = 0
                for _ in 1...Self.daemonKills {
                    try await session.pause(.milliseconds(Int.random(in: 150...600)))
                    let alive = try await session.waitUntil(timeout: .seconds(15)) {
                        try await session.daemonPID() != nil
                    }
                    try #require(alive, "the writer did not start remindd again: \(session.diagnostics)")
                    try await session.killDaemonProcess()
                    kills += 1
                    let check = await session.integrityCheck(session.reminddDatabase)
                    #expect(check == "ok", "after kill \(kills): \(check)")
                }
                stop.raise()
                let results = await writer.value

                let acknowledged = results.filter { $0.result.status == 0 }.map(\.id)
                #expect(acknowledged.count > Self.daemonKills, "the writer hardly wrote: \(results)")
                for failed in results where failed.result.status != 0 {
                    // A command cut off with its remindd tells so on one line.
                    #expect(failed.result.status == 1, "\(failed.result)")
                    #expect(failed.result.errorLines.count == 1, "\(failed.result)")
                }
                let kept = ["before"] + acknowledged.filter { $0.hasPrefix("kept-") }
                let soon = acknowledged.filter { $0.hasPrefix("soon-") }
                let pending = Set(try await session.pending().map(\.id))
                let lost = kept.filter { !pending.contains($0) }
                #expect(lost.isEmpty, "acknowledged, then lost: \(lost)")
                let allFired = try await session.waitUntil(timeout: .seconds(20)) {
                    Set(try await session.delivered().map(\.id)).isSuperset(of: soon)
                }
                #expect(allFired, "\(session.diagnostics)")
                let delivered = try await session.delivered().map(\.id)
                for id in soon {
                    #expect(delivered.filter { $0 == id }.count == 1, "\(id) in \(delivered)")
                }
                #expect(try await session.pending().allSatisfy { !soon.contains($0.id) })
                #expect(await session.integrityCheck(session.reminddDatabase) == "ok")
            }
        }

        /// `checklists` commands editing checklists (new-list, add, edit, check) are SIGKILLed
        /// at random moments of their run; those that finished before the kill are all there.
        @Test func commandLineKilledWhileEditing() async throws {
            try await TestSession.with { session in
                let setup = await session.run(["new-list", "Kills"])
                try #require(setup.status == 0, "\(setup)")
                let runtime = try await Self.commandRuntime(session)
                var ledger = EditLedger()
                var killed = 0
                for round in 0..<Self.commandKills {
                    let command = ledger.nextCommand(round: round)
                    let process = try session.launch(
                        "checklists", executable: session.executables.checklists.path, arguments: command)
                    try await session.pause(.microseconds(Int.random(in: 0...(runtime * 3 / 2))))
                    process.send(SIGKILL)
                    let status = await process.waitForExit(timeout: .seconds(30))
                    if status == SIGKILL {
                        killed += 1
                    } else {
                        #expect(
                            status == 0, "\(command): \(status.map(String.init) ?? "hung") \(process.standardOutput())")
                        if status == 0 { ledger.acknowledge(command, output: process.standardOutput()) }
                    }
                    let check = await session.integrityCheck(session.checklistsDatabase)
                    #expect(check == "ok", "after \(command): \(check)")
                }
                #expect(killed > 0, "no command was killed before it finished")
                #expect(ledger.acknowledgedCount > 0, "every command was killed")

                let items = try await session.items()
                let lists = try await session.listNames()
                for problem in ledger.missing(items: items, lists: lists) {
                    Issue.record("acknowledged, then lost: \(problem)")
                }
            }
        }

        /// The Checklists window is SIGKILLed at random moments after Enter in its New Item
        /// dialog, several times on the same data: the database passes the check after each
        /// kill, and every item stored before a kill is still there after it.
        @Test func windowKilledWhileAdding() async throws {
            try await TestSession.with { session in
                let display = try await AppWindow.newDisplay(in: session)
                var stored: Set<String> = []
                var beforeTheKill = 0
                for round in 0..<Self.windowKills {
                    let app = try await AppWindow.open(in: session, display: display)
                    let process = try #require(app.process)
                    try await app.press("ctrl+n")
                    #expect(try await app.waitForWindow(named: "^New Item$") != nil)
                    try await app.type("Window round \(round)")
                    try await app.press("Return")
                    try await session.pause(.milliseconds(Int.random(in: 0...800)))
                    process.send(SIGKILL)
                    #expect(await process.waitForExit(timeout: .seconds(10)) == SIGKILL)
                    let check = await session.integrityCheck(session.checklistsDatabase)
                    #expect(check == "ok", "after kill \(round): \(check)")
                    let texts = Set(try await session.items().map(\.text))
                    #expect(stored.subtracting(texts).isEmpty, "lost: \(stored.subtracting(texts))")
                    if texts.contains("Window round \(round)") { beforeTheKill += 1 }
                    stored.formUnion(texts)
                }
                #expect(beforeTheKill > 0, "no item was ever stored before the kill")
            }
        }

        private static let daemonKills = 20
        private static let commandKills = 120
        private static let windowKills = 5

        /// Adds reminders one after the other until `stop` is raised; returns each
        /// identifier with how its command ended.
        private static func addReminders(
            _ session: TestSession, until stop: StopFlag
        ) async
            -> [(id: String, result: CommandResult)]
        {
            var results: [(id: String, result: CommandResult)] = []
            while !stop.isRaised {
                // Every fifth is due at once, so that kills also land while remindd fires.
                let soon = results.count % 5 == 4
                let id = "\(soon ? "soon" : "kept")-\(results.count)"
                let result = await session.run([
                    "notify", "--title", "Reminder \(id)", "--in", soon ? "1s" : "1h", "--id", id,
                ])
                results.append((id, result))
            }
            return results
        }

        /// How long an `add` takes here, in microseconds (the median of five), so that kills
        /// land all over a command's run.
        private static func commandRuntime(_ session: TestSession) async throws -> Int {
            var times: [Int] = []
            for index in 0..<5 {
                let start = ContinuousClock.now
                let result = await session.run(["add", "Timing \(index)", "--list", "Kills"])
                try #require(result.status == 0, "\(result)")
                let elapsed = ContinuousClock.now - start
                times.append(
                    Int(elapsed.components.seconds) * 1_000_000
                        + Int(elapsed.components.attoseconds / 1_000_000_000_000))
            }
            return times.sorted()[2]
        }
    }
}
