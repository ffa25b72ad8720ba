import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// What the window shows, read the way a screen reader reads it (AT-SPI).
    @Suite("Window content")
    struct WindowContentTests {
        /// A change made from the command line shows in an open window within a second or so.
        @Test func commandLineChangeShowsInTheWindow() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                #expect(try await window.itemRows().isEmpty)
                let added = await session.run(["add", "Buy oat milk"])
                try #require(added.status == 0, "\(added)")
                let shown = try await session.waitUntil(timeout: .seconds(3)) {
                    try await window.itemRows().map(\.name) == ["Buy oat milk"]
                }
                let rows = try await window.itemRows()
                #expect(shown, "\(rows)")
            }
        }

        /// Rows are sorted by due date with undated items last; a row says its due date, its
        /// bell and, when unchecked and past due, that it is overdue.
        @Test func rowsShowDueDatesRemindersAndOverdue() async throws {
            try await TestSession.with { session in
                let past = WallTime.text(Date().addingTimeInterval(-86_400))
                let future = WallTime.text(Date().addingTimeInterval(86_400))
                for arguments in [
                    ["add", "No date"], ["add", "Later", "--due", future, "--remind"], ["add", "Late", "--due", past],
                ] {
                    let result = await session.run(arguments)
                    try #require(result.status == 0, "\(result)")
                }
                let window = try await AppWindow.open(in: session)
                let rows = try await window.itemRows()
                try #require(rows.count == 3, "\(rows)")
                #expect(rows[0].name.hasPrefix("Late\nDue ") && rows[0].name.hasSuffix(" · overdue"), "\(rows[0])")
                #expect(rows[1].name.hasPrefix("Later\nDue ") && rows[1].name.hasSuffix(" · reminder on"), "\(rows[1])")
                #expect(rows[2].name == "No date")
                #expect(rows.allSatisfy { !$0.checked })
                await window.screenshot("rows")
            }
        }

        /// The first time a reminder is added without a notification server, the dialog says
        /// so and what to do.
        @Test func remindMeWarnsWithoutNotificationServer() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                try await window.press("ctrl+n")
                #expect(try await window.waitForWindow(named: "^New Item$") != nil)
                try await window.type("Stretch")
                try await window.press("alt+m")
                let warned = try await session.waitUntil(timeout: .seconds(10)) {
                    try await window.visibleLabels().contains { $0.hasPrefix("No notification server is running") }
                }
                let labels = try await window.visibleLabels()
                #expect(warned, "\(labels)")
            }
        }

        /// A reminder delivered while the window has focus shows in the window's banner too.
        @Test func deliveredReminderShowsInTheBanner() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                let window = try await AppWindow.open(in: session)
                let scheduled = await session.run(["notify", "--title", "Tea", "--body", "It is ready", "--in", "1s"])
                try #require(scheduled.status == 0, "\(scheduled)")
                #expect(try await session.waitForNotifyCalls(1).count == 1)
                let shown = try await session.waitUntil(timeout: .seconds(5)) {
                    try await window.visibleLabels().contains("Tea It is ready")
                }
                let labels = try await window.visibleLabels()
                #expect(shown, "\(labels)")
            }
        }
    }
}
