import Foundation
import LocalNotifications
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A reminder that came due while remindd was dead is delivered once when it is back.
@Suite("Crash recovery")
struct CrashRecoveryTests {
    /// remindd is SIGKILLed right after scheduling; started again after the due time, it
    /// delivers the reminder exactly once, marked late. The reminder is due 10 s ahead so that
    /// a loaded machine's slow kill (CI took over 3 s) still comes before it.
    @Test func reminderMissedDuringACrashIsDeliveredOnce() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let notify = await session.run([
                "notify", "--title", "Survivor", "--body", "B", "--in", "10s", "--id", "crash-1",
            ])
            let after = Date()
            try #require(notify.status == 0, "\(notify)")
            let killed = try await session.killDaemon(signal: SIGKILL)
            #expect(!session.daemonEvents().contains { $0.hasPrefix("remindd: fired") })

            // Past the due time (at the latest `after` + 10 s), plus 2 s.
            let wakeUp = after.addingTimeInterval(12)
            try await session.pause(.milliseconds(max(0, Int(wakeUp.timeIntervalSinceNow * 1000))))
            #expect(try session.notifyCalls().isEmpty, "\(session.diagnostics)")

            let restart = await session.run(["pending", "--json"])
            #expect(restart.status == 0, "\(restart)")
            let restarted = try await session.daemonPID()
            #expect(restarted != nil && restarted != killed)
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            try await session.pause(.seconds(2))
            #expect(try session.notifyCalls().count == 1, "\(session.diagnostics)")
            #expect(calls[0].summary == "Survivor")

            let delivered = try await session.delivered()
            try #require(delivered.count == 1, "\(delivered)")
            #expect(delivered[0].id == "crash-1")
            // Due at the latest at after + 10 s and delivered at least 2 s later: late, and the
            // popup says when it was due.
            #expect(calls[0].date.timeIntervalSince(after.addingTimeInterval(10)) > FireRules.lateAfter)
            #expect(delivered[0].late == true)
            #expect(calls[0].body.hasPrefix("B\nDue "), "\(calls[0].body)")
            #expect(try await session.pending().isEmpty)
        }
    }
}
