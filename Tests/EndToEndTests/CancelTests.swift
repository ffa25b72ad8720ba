import Testing

/// A cancelled reminder never reaches the user.
@Suite("Cancelling")
struct CancelTests {
    /// Scheduled in 2 s and cancelled: no Notify 3.5 s later, nothing pending or delivered.
    @Test func cancelledReminderNeverArrives() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let notify = await session.run(["notify", "--title", "Cancelled", "--in", "2s", "--id", "cancel-me"])
            try #require(notify.status == 0, "\(notify)")
            #expect(notify.stdout == "cancel-me\n")
            let cancel = await session.run(["cancel", "cancel-me"])
            #expect(cancel.status == 0, "\(cancel)")
            try await session.pause(.milliseconds(3500))
            #expect(try session.notifyCalls().isEmpty, "\(session.diagnostics)")
            #expect(try await session.pending().isEmpty)
            #expect(try await session.delivered().isEmpty)
        }
    }
}
