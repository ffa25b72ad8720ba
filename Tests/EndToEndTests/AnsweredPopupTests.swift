import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// A popup the user answered goes away: remindd closes it on the notification server,
    /// and the window's bar that showed the same reminder goes too.
    @Suite("Answered popups")
    struct AnsweredPopupTests {
        /// The window is open and has focus when an item's reminder pops up at dunst, so its
        /// bar shows the reminder too. Mark Done, chosen in dunst's context menu (after which
        /// dunst keeps the popup on screen), checks the item; remindd then closes the popup
        /// (CloseNotification with its id), so dunst shows none and has it in its history,
        /// and the bar goes.
        @Test func markDoneInDunstClosesThePopupAndTheBar() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer(popupsExpireAfter: 120)
                // The window registers the item reminders' category (Mark Done, Snooze).
                let window = try await AppWindow.open(in: session)
                let due = ChecklistReminderTests.nextMinute(after: Date(), margin: 10)
                let add = await session.run(["add", "Water the plants", "--due", WallTime.text(due), "--remind"])
                try #require(add.status == 0, "\(add)")
                let id = try #require(Int(add.line), "\(add)")

                let wait = Duration.seconds(Int(due.timeIntervalSinceNow.rounded(.up)) + 15)
                let calls = try await session.waitForNotifyCalls(1, timeout: wait)
                try #require(calls.count == 1, "\(session.diagnostics)")
                #expect(calls[0].actions == ["default", "Open", "mark-done", "Mark Done", "snooze", "Snooze"])
                let shown = await session.waitUntil(timeout: .seconds(8)) { await session.displayedCount() == 1 }
                try #require(shown, "\(session.diagnostics)")
                let bar = "Reminder: Water the plants"
                let inBar = try await session.waitUntil(timeout: .seconds(5)) {
                    try await window.visibleLabels().contains(bar)
                }
                let labels = try await window.visibleLabels()
                #expect(inBar, "\(labels)")

                let menu = try await session.chooseInPopupMenu("Mark Done")
                #expect(menu.contains { $0.hasPrefix("#Mark Done (Reminder:) [") }, "\(menu)")
                let checked = try await session.waitUntil {
                    try await session.items().first { $0.id == id }?.checked == true
                }
                let items = try await session.items()
                #expect(checked, "\(items)")
                let gone = await session.waitUntil(timeout: .seconds(10)) { await session.displayedCount() == 0 }
                let displayed = await session.displayedCount()
                #expect(gone, "dunst still shows \(String(describing: displayed)) popups")
                let history = await session.popupHistory() ?? [:]
                let closed = history.filter { $0.value == "Water the plants" }.map(\.key)
                #expect(closed.count == 1, "\(history)")
                #expect(try session.closeNotificationCalls() == closed, "\(session.diagnostics)")
                let barGone = try await session.waitUntil(timeout: .seconds(5)) {
                    try await !window.visibleLabels().contains(bar)
                }
                let labelsAfter = try await window.visibleLabels()
                #expect(barGone, "\(labelsAfter)")
            }
        }
    }
}
