import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// "Pause Reminders": remindd holds popups other than critical ones until a wall-clock
/// time, then posts them once; the pause survives a restart.
@Suite("Pause")
struct PauseTests {
    /// Paused for 30 s (room for a loaded machine): a normal reminder due now is claimed but does not reach dunst, a
    /// critical one does; when the pause ends, the held one arrives once.
    @Test func normalPopupsWaitForTheEndOfThePauseCriticalOnesDoNot() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let until = Date().addingTimeInterval(30)
            let pause = await session.pauseReminders(until: until)
            try #require(pause.status == 0, "\(pause)")
            #expect(abs(try await session.pausedUntil() - until.timeIntervalSince1970) < 0.01)

            let held = await session.run(["notify", "--title", "Held", "--id", "held"])
            try #require(held.status == 0, "\(held)")
            let urgent = await session.run(["notify", "--title", "Urgent", "--urgency", "critical", "--id", "urgent"])
            try #require(urgent.status == 0, "\(urgent)")
            let first = try await session.waitForNotifyCalls(1)
            try await session.pause(.seconds(2))
            #expect(try session.notifyCalls().map(\.summary) == ["Urgent"], "\(session.diagnostics)")
            #expect(first.first?.urgency == 2)
            #expect(Set(try await session.delivered().map(\.id)) == ["held", "urgent"])

            let calls = try await session.waitForNotifyCalls(
                2, timeout: .seconds(max(1, Int(until.timeIntervalSinceNow)) + 10))
            try #require(calls.count == 2, "\(session.diagnostics)")
            #expect(calls[1].summary == "Held")
            #expect(
                calls[1].date >= until.addingTimeInterval(-0.05),
                "posted \(calls[1].timestamp), pause until \(until.timeIntervalSince1970)")
            #expect(
                calls[1].date.timeIntervalSince(until) < 2,
                "posted \(calls[1].timestamp), pause until \(until.timeIntervalSince1970)")
            try await session.pause(.seconds(2))
            #expect(try session.notifyCalls().count == 2, "\(session.diagnostics)")
            #expect(try await session.pausedUntil() == 0)
        }
    }

    /// remindd killed and started again during the pause still holds the popup and says it
    /// is paused; the popup arrives once when the pause ends.
    @Test func pauseSurvivesARestart() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let until = Date().addingTimeInterval(20)
            let pause = await session.pauseReminders(until: until)
            try #require(pause.status == 0, "\(pause)")
            let held = await session.run(["notify", "--title", "Held", "--id", "held"])
            try #require(held.status == 0, "\(held)")
            try await session.pause(.seconds(1))
            let killed = try await session.killDaemon(signal: SIGKILL)

            // GetStatus starts remindd again. Asked and answered within the pause, it reports
            // the pause; asked after its end (a loaded machine can take the whole pause for the
            // steps above), it rightly reports none.
            let asked = Date()
            let reported = try await session.pausedUntil()
            if Date() < until {
                #expect(abs(reported - until.timeIntervalSince1970) < 0.01, "\(session.diagnostics)")
            } else if asked >= until {
                #expect(reported == 0, "\(session.diagnostics)")
            }
            let restarted = try await session.daemonPID()
            #expect(restarted != nil && restarted != killed)
            try await session.pause(.milliseconds(max(0, Int((until.timeIntervalSinceNow - 1) * 1000))))
            // Nothing before the pause's end (on a loaded machine the steps above can take
            // the whole pause, and the popup may rightly be there already).
            #expect(
                try session.notifyCalls().allSatisfy { $0.date >= until.addingTimeInterval(-0.05) },
                "\(session.diagnostics)")

            let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(12))
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].summary == "Held")
            #expect(calls[0].date >= until.addingTimeInterval(-0.05))
            try await session.pause(.seconds(2))
            #expect(try session.notifyCalls().count == 1, "\(session.diagnostics)")
        }
    }
}
