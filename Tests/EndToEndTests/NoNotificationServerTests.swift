import Testing

/// Without a notification server nothing is lost: the popup waits for one.
@Suite("No notification server")
struct NoNotificationServerTests {
    /// An immediate reminder with no server running is claimed (listed as delivered) but
    /// not posted; when dunst starts, it is posted exactly once.
    @Test func popupWaitsForTheServer() async throws {
        try await TestSession.with { session in
            let notify = await session.run(["notify", "--title", "Waiting", "--id", "wait-1"])
            try #require(notify.status == 0, "\(notify)")
            try await session.pause(.seconds(2))
            #expect(try session.notifyCalls().isEmpty, "\(session.diagnostics)")
            let delivered = try await session.delivered()
            #expect(delivered.map(\.id) == ["wait-1"])

            try await session.startNotificationServer()
            let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(5))
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].summary == "Waiting")
            try await session.pause(.seconds(2))
            #expect(try session.notifyCalls().count == 1, "\(session.diagnostics)")
        }
    }
}
