import Testing

/// The options of `notify` that change how the popup behaves reach the server as hints.
@Suite("Urgency and sound hints")
struct PopupHintTests {
    /// `--urgency critical`: urgency byte 2, and the popup never expires by itself.
    @Test func criticalUrgency() async throws {
        let call = try await postedCall(["notify", "--title", "Critical", "--urgency", "critical"])
        #expect(call.summary == "Critical")
        #expect(call.urgency == 2)
        #expect(call.expireTimeout == 0)
    }

    /// `--urgency low`: urgency byte 0, the server's own timeout.
    @Test func lowUrgency() async throws {
        let call = try await postedCall(["notify", "--title", "Low", "--urgency", "low"])
        #expect(call.urgency == 0)
        #expect(call.expireTimeout == -1)
    }

    /// `--silent`: suppress-sound is set and no sound is named.
    @Test func silent() async throws {
        let call = try await postedCall(["notify", "--title", "Quiet", "--silent"])
        #expect(call.suppressSound == true)
        #expect(call.soundName == nil)
        #expect(call.urgency == 1)
    }

    /// `--sound NAME`: that sound is named, and sound is not suppressed.
    @Test func namedSound() async throws {
        let call = try await postedCall(["notify", "--title", "Bell", "--sound", "bell"])
        #expect(call.soundName == "bell")
        #expect(call.suppressSound != true)
    }

    /// Runs `arguments` (an immediate notification) in a session with dunst and returns
    /// the one Notify call it caused.
    private func postedCall(_ arguments: [String]) async throws -> NotifyCall {
        var posted: NotifyCall?
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let notify = await session.run(arguments)
            try #require(notify.status == 0, "\(notify)")
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            posted = calls[0]
        }
        return try #require(posted)
    }
}
