import Testing

/// A cancelled reminder never reaches the user.
@Suite("Cancelling")
struct CancelTests {
    /// Scheduled in 10 s and cancelled: no Notify 1.5 s after its time, nothing pending or
    /// delivered. (In 2 s, as it was, a loaded machine ran the cancel after the popup.)
    @Test func cancelledReminderNeverArrives() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let scheduled = ContinuousClock.now
            let notify = await session.run(["notify", "--title", "Cancelled", "--in", "10s", "--id", "cancel-me"])
            try #require(notify.status == 0, "\(notify)")
            #expect(notify.stdout == "cancel-me\n")
            let cancel = await session.run(["cancel", "cancel-me"])
            #expect(cancel.status == 0, "\(cancel)")
            try #require(ContinuousClock.now - scheduled < .seconds(9), "the cancel came too late to prove anything")
            try await session.pause(scheduled + .milliseconds(11_500) - ContinuousClock.now)
            #expect(try session.notifyCalls().isEmpty, "\(session.diagnostics)")
            #expect(try await session.pending().isEmpty)
            #expect(try await session.delivered().isEmpty)
        }
    }
}
