import Foundation
import Testing

extension FaultTests {
    /// Output that cannot be written: a log on a full disk, a journal gone, a full device.
    /// Every write to /dev/full fails with ENOSPC, as such a write would.
    @Suite("Storage faults: output that cannot be written")
    struct UnwritableOutputTests {
        /// remindd whose log cannot be written keeps running and fires on time (it once
        /// trapped at its first log line, in Foundation's non-throwing write).
        @Test func reminddWithAFullLogStillFires() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                let daemon = try session.launch(
                    "remindd", executable: "/bin/sh",
                    arguments: ["-c", "exec \"$0\" --verbose 2>/dev/full", session.executables.remindd.path])
                let owned = await session.waitForName("org.checklists.Remindd", timeout: .seconds(20))
                try #require(owned && daemon.isRunning, "\(session.diagnostics)")
                let notify = await session.run(["notify", "--title", "Logged nowhere", "--in", "2s"])
                #expect(notify.status == 0, "\(notify)")
                let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(30))
                #expect(calls.map(\.summary) == ["Logged nowhere"], "\(session.diagnostics)")
                #expect(daemon.isRunning)
            }
        }

        /// A command whose output cannot be written ends with status 1 and one line saying
        /// why, instead of trapping.
        @Test func commandWithUnwritableOutputSaysWhy() async throws {
            try await TestSession.with { session in
                let result = await session.runTool(
                    "/bin/sh", ["-c", "exec \"$0\" lists >/dev/full", session.executables.checklists.path])
                #expect(result.status == 1, "\(result)")
                #expect(
                    result.errorLines == ["checklists: the output cannot be written: No space left on device"],
                    "\(result)")
            }
        }
    }
}
