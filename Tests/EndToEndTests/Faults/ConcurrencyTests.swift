import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// Two remindd started at once on one session (one wins, nothing
    /// is posted twice), and the command line, the window and remindd writing at the same
    /// time (no "database is locked" reaches a user, nothing is lost).
    @Suite("Concurrent daemons and writers")
    struct ConcurrencyTests {
        /// Two remindd are started at the same moment (with a third one started by the bus
        /// for a command, every other round), several times, around the due time of two
        /// reminders: one owns the bus name and only it starts, the others say so and exit 0,
        /// and each reminder reaches the notification server once.
        @Test func twoDaemonsStartedAtOnce() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                // Started before, at, and after the due time; in odd rounds a command has the
                // bus start a third one at the same moment.
                for (round, offset) in [-0.4, -0.1, 0.1, 0.4, -0.2, 0.2].enumerated() {
                    try await startTwice(session, round: round, offsetFromDue: offset, withActivation: round % 2 == 1)
                }
            }
        }

        /// Many `checklists` processes edit checklists and schedule reminders at once, while
        /// remindd fires; without `window` on a fresh data folder (the first ones create the
        /// database together), with it while the Checklists window shows the same data and
        /// adds items too: every command exits 0, none prints "locked" or "busy" (nor does the window),
        /// every edit is there and every reminder is delivered once.
        @Test(arguments: [false, true])
        func commandsWriteAtOnce(window: Bool) async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                let app = window ? try await AppWindow.open(in: session) : nil
                let results = await withTaskGroup(of: [(command: [String], result: CommandResult)].self) { group in
                    for writer in 0..<Self.checklistWriters {
                        group.addTask { await Self.editChecklist(session, writer: writer) }
                    }
                    for writer in 0..<Self.reminderWriters {
                        group.addTask { await Self.scheduleReminders(session, writer: writer) }
                    }
                    if let app { group.addTask { await Self.addItems(through: app) } }
                    var all: [(command: [String], result: CommandResult)] = []
                    for await results in group { all += results }
                    return all
                }
                for (command, result) in results {
                    #expect(result.status == 0, "\(command): \(result)")
                    let output = (result.stdout + result.stderr).lowercased()
                    #expect(!output.contains("locked") && !output.contains("busy"), "\(command): \(result)")
                }

                let items = try await session.items()
                for writer in 0..<Self.checklistWriters {
                    let texts = items.filter { $0.list == "Writer \(writer)" }.map(\.text).sorted()
                    let expected = (0..<Self.editsPerWriter).map { "Item \($0) of writer \(writer), edited" }.sorted()
                    #expect(texts == expected, "writer \(writer): \(items)")
                    let unchecked = items.filter { $0.list == "Writer \(writer)" && !$0.checked }
                    #expect(unchecked.isEmpty, "writer \(writer): \(unchecked)")
                }
                let ids = (0..<Self.reminderWriters).flatMap { writer in
                    (0..<Self.editsPerWriter).map { "burst-\(writer)-\($0)" }
                }
                let allDelivered = try await session.waitUntil(timeout: .seconds(30)) {
                    try await session.delivered().count >= ids.count
                }
                #expect(allDelivered, "\(session.diagnostics)")
                try await session.pause(.seconds(1))
                #expect(try await session.delivered().map(\.id).sorted() == ids.sorted())
                for writer in 0..<Self.reminderWriters {
                    for index in 0..<Self.editsPerWriter {
                        let count = try session.notifyCount(title: "Burst \(index) of writer \(writer)")
                        #expect(count <= 1, "\(count) popups for burst \(index) of \(writer): \(session.diagnostics)")
                    }
                }
                #expect(try session.notifyCalls().count <= ids.count, "\(session.diagnostics)")
                if let app {
                    #expect(app.process?.isRunning == true, "the window quit")
                    let texts = items.map(\.text)
                    let missing = (0..<Self.windowItems).map { "Window item \($0)" }.filter { !texts.contains($0) }
                    #expect(missing.isEmpty, "added in the window, not stored: \(missing)")
                    let labels = try await app.visibleLabels().filter {
                        $0.lowercased().contains("locked") || $0.lowercased().contains("busy")
                    }
                    #expect(labels.isEmpty, "the window shows: \(labels)")
                }
                #expect(!session.daemonLog().lowercased().contains("locked"), "\(session.diagnostics)")
            }
        }

        /// Several commands started at the same instant on a data folder without a
        /// checklists database, round after round: they create it together, and each one
        /// exits 0 with its checklist stored.
        @Test func commandsCreateTheDatabaseTogether() async throws {
            try await TestSession.with { session in
                for round in 0..<Self.creationRounds {
                    for suffix in ["", "-wal", "-shm"] {
                        try? FileManager.default.removeItem(atPath: session.checklistsDatabase + suffix)
                    }
                    let names = (0..<Self.checklistWriters).map { "Round \(round) list \($0)" }
                    let processes = try names.map { name in
                        try session.launch(
                            "checklists", executable: session.executables.checklists.path,
                            arguments: ["new-list", name])
                    }
                    for process in processes {
                        let status = await process.waitForExit(timeout: .seconds(60))
                        #expect(status == 0, "round \(round): \(process.standardOutput())")
                        #expect(
                            !process.standardOutput().lowercased().contains("locked"), "\(process.standardOutput())")
                    }
                    #expect(try await session.listNames().sorted() == names.sorted(), "round \(round)")
                }
            }
        }

        private static let creationRounds = 10
        private static let checklistWriters = 6
        private static let reminderWriters = 2
        private static let editsPerWriter = 6
        private static let windowItems = 4

        /// One round: two reminders due at one second, remindd stopped, then two remindd
        /// started `offsetFromDue` seconds from the due time (and with `withActivation` a
        /// command that needs remindd).
        private func startTwice(
            _ session: TestSession, round: Int, offsetFromDue: TimeInterval, withActivation: Bool
        ) async throws {
            let due = TestSession.wholeSecond(atLeast: 3)
            let titles = ["Round \(round) first", "Round \(round) second"]
            for (index, title) in titles.enumerated() {
                let added = await session.run(
                    [
                        "notify", "--title", title, "--at", WallTime.text(due, seconds: true), "--id",
                        "round-\(round)-\(index)",
                    ])
                try #require(added.status == 0, "\(added)")
            }
            try await session.killDaemon()
            try await session.pause(
                .milliseconds(max(0, Int(due.addingTimeInterval(offsetFromDue).timeIntervalSinceNow * 1000))))
            let startsBefore = Self.starts(in: session)

            let started = [try session.startDaemon(), try session.startDaemon()]
            // A command at the same moment has the bus start a third one.
            async let listing = withActivation ? session.run(["pending", "--json"]) : nil
            let settled = try await session.waitUntil(timeout: .seconds(20)) {
                guard let owner = try await session.daemonPID() else { return false }
                return started.allSatisfy { !$0.isRunning || $0.pid == owner }
            }
            try #require(settled, "round \(round): not one owner: \(session.diagnostics)")
            let owner = try await session.daemonPID()
            for process in started where process.pid != owner {
                #expect(process.exitStatus == 0, "round \(round): \(process.standardOutput()) \(session.diagnostics)")
                #expect(
                    process.standardOutput().contains("already running"), "round \(round): \(process.standardOutput())")
            }
            if let listing = await listing { #expect(listing.status == 0, "round \(round): \(listing)") }
            #expect(Self.starts(in: session) == startsBefore + 1, "round \(round): \(session.diagnostics)")

            let came = try await session.waitUntil(timeout: .seconds(15)) {
                try titles.allSatisfy { try session.notifyCount(title: $0) >= 1 }
            }
            #expect(came, "round \(round): \(session.diagnostics)")
            try await session.pause(.seconds(1))
            for title in titles {
                #expect(try session.notifyCount(title: title) == 1, "round \(round): \(session.diagnostics)")
            }
            let delivered = try await session.delivered().filter { $0.id.hasPrefix("round-\(round)-") }
            #expect(delivered.count == 2, "round \(round): \(delivered)")
        }

        /// How many remindd got past claiming the bus name so far (each logs "started").
        private static func starts(in session: TestSession) -> Int {
            session.daemonEvents().filter { $0.hasPrefix("remindd: status started (pid ") }.count
        }

        /// One writer's checklist: its list, then per item an add, an edit and a check.
        private static func editChecklist(
            _ session: TestSession, writer: Int
        ) async -> [(command: [String], result: CommandResult)] {
            let list = "Writer \(writer)"
            var results: [(command: [String], result: CommandResult)] = []
            func run(_ command: [String]) async -> CommandResult {
                let result = await session.run(command)
                results.append((command, result))
                return result
            }
            _ = await run(["new-list", list])
            for index in 0..<editsPerWriter {
                let text = "Item \(index) of writer \(writer)"
                let added = await run(["add", text, "--list", list])
                guard added.status == 0 else { continue }
                let id = added.line
                _ = await run(["edit", id, "--text", text + ", edited"])
                _ = await run(["check", id])
            }
            return results
        }

        /// Items added in the window the way a user adds them (Ctrl+N, the text, Enter),
        /// while the command-line writers run; nothing is returned, the items are checked.
        private static func addItems(through app: AppWindow) async -> [(command: [String], result: CommandResult)] {
            for index in 0..<windowItems {
                try? await app.press("ctrl+n")
                _ = try? await app.waitForWindow(named: "^New Item$")
                try? await app.type("Window item \(index)")
                try? await app.press("Return")
                _ = await app.session.waitUntil { await !app.hasWindow(named: "^New Item$") }
            }
            return []
        }

        /// One writer's reminders, each due 2 s after it is scheduled, so that remindd fires
        /// while the others write.
        private static func scheduleReminders(
            _ session: TestSession, writer: Int
        ) async -> [(command: [String], result: CommandResult)] {
            var results: [(command: [String], result: CommandResult)] = []
            for index in 0..<editsPerWriter {
                let command = [
                    "notify", "--title", "Burst \(index) of writer \(writer)", "--in", "2s", "--id",
                    "burst-\(writer)-\(index)",
                ]
                results.append((command, await session.run(command)))
            }
            return results
        }
    }
}
