import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// remindd dies at a step of a fire (fail points), comes back, and
    /// the reminder reaches the notification server at least once, and twice only when
    /// remindd died between posting it and recording it as posted.
    @Suite("Crash at a step of a fire")
    struct FireCrashTests {
        /// Runs per step: each one a fresh remindd that dies at the step.
        static let runsPerStep = 4

        /// remindd dies at `step` of the fire of a reminder, due while it runs (odd runs:
        /// the timer fires it) or due while it was stopped (even runs: it fires late at
        /// start); remindd started again by the next command delivers it: once, or for
        /// `posted` once or twice. The delivered list has it once and pending no longer has it.
        @Test(arguments: ["claimed", "sending", "posted", "marked"])
        func crashAtStep(_ step: String) async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                for run in 1...Self.runsPerStep {
                    try await crashOnce(session, step: step, run: run)
                }
            }
        }

        /// Three reminders due at one second, sent to the server together; remindd dies the
        /// second time it passes the step. None of the three is lost; one may come twice only
        /// when the server had taken it before remindd died, and none does once remindd had
        /// recorded them as posted (`marked`).
        @Test(arguments: ["sending:2", "posted:2", "marked:2"])
        func crashOnNthPassage(_ failAt: String) async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                let daemon = try session.startDaemon(settings: ["REMINDD_TEST_FAIL_AT": failAt])
                try #require(try await session.waitUntilOwner(daemon), "\(session.diagnostics)")
                let due = WallTime.text(TestSession.wholeSecond(atLeast: 3), seconds: true)
                let titles = ["First of three", "Second of three", "Third of three"]
                for (index, title) in titles.enumerated() {
                    let added = await session.run([
                        "notify", "--title", title, "--at", due, "--id", "together-\(index)",
                    ])
                    try #require(added.status == 0, "\(added)")
                }
                let ended = await daemon.waitForExit(timeout: .seconds(20))
                try #require(ended == SIGKILL, "remindd did not die at \(failAt): \(session.diagnostics)")
                #expect(try await !session.nameHasOwner("org.checklists.Remindd"))
                try await session.pause(.seconds(1))
                let before = try titles.map { try session.notifyCount(title: $0) }

                let restarted = await session.run(["pending", "--json"])
                #expect(restarted.status == 0, "\(restarted)")
                let allCame = try await session.waitUntil(timeout: .seconds(20)) {
                    try titles.allSatisfy { try session.notifyCount(title: $0) >= 1 }
                }
                #expect(allCame, "\(session.diagnostics)")
                try await session.pause(.seconds(2))
                let counts = try titles.map { try session.notifyCount(title: $0) }
                let report = "Notify calls before the crash \(before), after \(counts): \(session.diagnostics)"
                if failAt.hasPrefix("marked") {
                    #expect(before == [1, 1, 1] && counts == [1, 1, 1], "\(report)")
                } else {
                    #expect(
                        zip(before, counts).allSatisfy { taken, count in taken <= 1 && count <= taken + 1 }, "\(report)"
                    )
                }
                let delivered = try await session.delivered().map(\.id).sorted()
                #expect(delivered == ["together-0", "together-1", "together-2"], "\(delivered)")
                #expect(try await session.pending().isEmpty)
            }
        }

        /// One run: remindd with the fail point at `step`, a reminder due, remindd dead at
        /// the step, remindd back, the reminder counted.
        private func crashOnce(_ session: TestSession, step: String, run: Int) async throws {
            let id = "\(step)-\(run)"
            let title = "Crash at \(step), run \(run)"
            let hook = ["REMINDD_TEST_FAIL_AT": step]
            let daemon: ChildProcess
            if run.isMultiple(of: 2) {
                // Due while remindd is stopped: the remindd started with the fail point fires
                // it late, at its start.
                let due = ContinuousClock.now + .seconds(3)
                let added = await session.run(["notify", "--title", title, "--in", "3s", "--id", id])
                try #require(added.status == 0, "\(added)")
                try await session.killDaemon()
                try #require(ContinuousClock.now < due, "remindd took too long to stop; run \(run) would not be late")
                try await Task.sleep(until: due + .milliseconds(1500))
                daemon = try session.startDaemon(settings: hook)
            } else {
                daemon = try session.startDaemon(settings: hook)
                try #require(try await session.waitUntilOwner(daemon), "\(session.diagnostics)")
                let added = await session.run(["notify", "--title", title, "--in", "1s", "--id", id])
                try #require(added.status == 0, "\(added)")
            }

            let ended = await daemon.waitForExit(timeout: .seconds(20))
            try #require(ended == SIGKILL, "run \(run): remindd did not die at \(step): \(session.diagnostics)")
            #expect(try await !session.nameHasOwner("org.checklists.Remindd"))
            // Dead after the popup reached the server (posted, marked) or before (claimed, sending).
            let postedBeforeDeath = step == "posted" || step == "marked" ? 1 : 0
            try await session.waitUntil(timeout: .seconds(5)) {
                try session.notifyCount(title: title) >= postedBeforeDeath
            }
            #expect(try session.notifyCount(title: title) == postedBeforeDeath, "run \(run): \(session.diagnostics)")

            // The next command starts remindd again, through the bus, without the fail point.
            let restarted = await session.run(["pending", "--json"])
            #expect(restarted.status == 0, "\(restarted)")
            let came = try await session.waitUntil(timeout: .seconds(15)) { try session.notifyCount(title: title) >= 1 }
            #expect(came, "run \(run): \(session.diagnostics)")
            try await session.pause(.seconds(1))
            let count = try session.notifyCount(title: title)
            let allowed = step == "posted" ? 1...2 : 1...1
            #expect(allowed.contains(count), "run \(run): \(count) Notify calls: \(session.diagnostics)")

            let delivered = try await session.delivered().filter { $0.id == id }
            #expect(delivered.count == 1, "run \(run): \(delivered)")
            #expect(try await !session.pending().contains { $0.id == id })
            try await session.killDaemon()
        }
    }
}
