import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The daily reminder's Add item… asks for text: where the notification server has reply
    /// fields (the stand-in, as KDE Plasma does) the typed reply becomes a new item of the
    /// default checklist; with dunst, which has none, it is an ordinary button.
    @Suite("Replying to the daily reminder")
    struct ReplyTests {
        /// "HH:MM" of the next minute that is at least 10 s away, and that moment.
        private static func nextMinute() -> (text: String, date: Date) {
            let calendar = Calendar.current
            let now = Date()
            let start = calendar.dateInterval(of: .minute, for: now.addingTimeInterval(10))?.end ?? now
            let parts = calendar.dateComponents([.hour, .minute], from: start)
            return (String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0), start)
        }

        /// Opens the window (which registers the app's categories) and sets the daily reminder
        /// to the next minute; returns the daily reminder's Notify call once it came.
        private static func dailyPopup(in session: TestSession) async throws -> NotifyCall {
            _ = try await AppWindow.open(in: session)
            try #require(
                await session.waitUntil(timeout: .seconds(20)) {
                    await session.callRemindd("GetStatus", []).status == 0
                })
            let time = nextMinute()
            let on = await session.run(["daily-reminder", "on", time.text])
            try #require(on.status == 0, "\(on)")
            let wait = Duration.seconds(Int(time.date.timeIntervalSinceNow) + 30)
            let calls = try await session.waitForNotifyCalls(1, timeout: wait)
            return try #require(calls.first { $0.summary == "Checklists" }, "\(session.diagnostics)")
        }

        /// The popup offers Add item… as the reply field with its placeholder and button; the
        /// text sent in it reaches the app, which adds it to the checklist "Checklist".
        @Test func replyAddsAnItem() async throws {
            try await TestSession.with { session in
                let server = try await ReplyingNotificationServer(in: session)
                let popup = try await Self.dailyPopup(in: session)
                #expect(popup.actions == ["default", "Open", "inline-reply", "Add item…"], "\(popup)")
                #expect(popup.hints["x-kde-reply-placeholder-text"]?.string == "New item", "\(popup)")
                #expect(popup.hints["x-kde-reply-submit-button-text"]?.string == "Add", "\(popup)")

                try await server.reply(to: UInt32(try session.notifyCalls().count), "Buy milk")
                let added = await session.waitUntil(timeout: .seconds(20)) {
                    (try? await session.items())?.contains { $0.text == "Buy milk" && $0.list == "Checklist" } == true
                }
                #expect(added, "\(session.diagnostics)")
                #expect(
                    session.daemonEvents().contains {
                        $0.hasPrefix("remindd: responded org.checklists.Checklists/daily-reminder add-item")
                    }, "\(session.diagnostics)")
            }
        }

        /// dunst has no reply fields: Add item… is an ordinary button with no reply hints, and
        /// pressing it opens the window and adds nothing.
        @Test func dunstShowsAButton() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                let popup = try await Self.dailyPopup(in: session)
                #expect(popup.actions == ["default", "Open", "add-item", "Add item…"], "\(popup)")
                #expect(popup.hints["x-kde-reply-placeholder-text"] == nil, "\(popup)")
                let response = await session.respondAsRemindd(identifier: "daily-reminder", action: "add-item")
                #expect(response.status == 0, "\(response)")
                #expect(try await session.items().isEmpty)
                #expect(await session.displayedCount() == 1)
            }
        }
    }
}
