import Testing

/// Text that looks like markup is shown as typed, never interpreted.
@Suite("Markup")
struct MarkupTests {
    /// dunst advertises body-markup, so the body arrives escaped; the summary, plain text
    /// by specification, arrives unchanged.
    @Test func markupArrivesInert() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            try #require(try await session.notificationServerCapabilities().contains("body-markup"))
            let title = "Tea <b>now</b> & later"
            let body = #"<a href="file:///etc/passwd">click</a> & <i>x</i>"#
            let notify = await session.run(["notify", "--title", title, "--body", body])
            try #require(notify.status == 0, "\(notify)")
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].summary == title)
            #expect(
                calls[0].body
                    == "&lt;a href=&quot;file:///etc/passwd&quot;&gt;click&lt;/a&gt; &amp; &lt;i&gt;x&lt;/i&gt;")
        }
    }
}
