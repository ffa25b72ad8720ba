import Foundation
import Testing

extension FaultTests {
    /// The machine resumes from suspend. logind is python3-dbusmock's
    /// on a stand-in system bus; the sleep is remindd's clock moved silently past a due time.
    @Suite("Resume from suspend")
    struct ResumeTests {
        /// What came due while asleep is not posted until the resume signal (not even when
        /// the clock is set meanwhile, as a time service does), then within 2 s of it, once
        /// (two late ones of one app in one summary popup); what is not due yet stays pending.
        @Test func dueOnesFireWithinTwoSecondsOfTheResumeSignal() async throws {
            try await TestSession.with(environment: ["TZ": "UTC"]) { session in
                try await session.startNotificationServer()
                let logind = try await LogindMock(in: session)
                try await session.startTimedDaemon(settings: ["DBUS_SYSTEM_BUS_ADDRESS": logind.address])
                try await TimeFaults.notify(session, "standup", ["--in", "30m"])
                try await TimeFaults.notify(session, "review", ["--in", "50m"])
                try await TimeFaults.notify(session, "lunch", ["--in", "3h"])
                let before = try await TimeFaults.pending(session)
                try #require(before.count == 3, "\(before)")

                try await logind.prepareForSleep(true)
                try session.setClockOffset(51 * 60)
                try await session.announceClockSet()
                try await session.pause(.seconds(1))
                #expect(try session.notifyCalls().isEmpty, "nothing before the resume signal\n\(session.diagnostics)")

                let resumed = Date()
                try await logind.prepareForSleep(false)
                let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(10))
                try #require(calls.count == 1, "\(session.diagnostics)")
                let delay = calls[0].date.timeIntervalSince(resumed)
                #expect(delay < 2, "the popup came \(delay) s after the resume signal")
                #expect(calls[0].summary == "2 missed reminders", "\(calls[0])")
                #expect(
                    calls[0].body.contains("standup (due ") && calls[0].body.contains("review (due "), "\(calls[0])")
                #expect(session.daemonEvents().contains("remindd: status resumed from sleep; rescanning"))

                try await session.pause(.seconds(3))
                #expect(try session.notifyCalls().count == 1, "\(session.diagnostics)")
                let delivered = try await session.delivered()
                #expect(
                    Set(delivered.map(\.id)) == ["standup", "review"] && delivered.allSatisfy { $0.late },
                    "\(delivered)")
                let after = try await TimeFaults.pending(session)
                #expect(Set(after.keys) == ["lunch"] && after["lunch"] == before["lunch"], "\(after)")
            }
        }
    }
}
