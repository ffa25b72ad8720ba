import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// What the user does with an item's popup reaches the app the way remindd hands it over
    /// (org.freedesktop.Application.ActivateAction "notification-response"), whether the app
    /// runs or must be started by D-Bus activation.
    @Suite("Acting on reminders")
    struct ReminderActionTests {
        /// A local date-time two hours ahead, as typed.
        private static var later: String {
            WallTime.text(Date().addingTimeInterval(7_200))
        }

        /// Mark Done checks the item off and cancels its reminder, starting the app by D-Bus
        /// activation when it is not running.
        @Test func markDoneStartsTheAppAndChecksTheItem() async throws {
            try await TestSession.with { session in
                let added = await session.run(["add", "Water the plants", "--due", Self.later, "--remind"])
                try #require(added.status == 0, "\(added)")
                let id = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                let display = try await AppWindow.newDisplay(in: session)
                try session.makeAppActivatable(display: display)
                let response = await session.respondAsRemindd(identifier: id, action: "mark-done")
                #expect(response.status == 0, "\(response)")
                #expect(try await session.waitUntil { try await session.items().first?.checked == true })
                #expect(try await session.pending().isEmpty)
            }
        }

        /// Snooze puts the reminder off by the snooze length (10 minutes by default); remindd
        /// keeps it, so it survives restarting both processes.
        @Test func snoozeSurvivesRestarts() async throws {
            try await TestSession.with { session in
                let added = await session.run(["add", "Call Anna", "--due", Self.later, "--remind"])
                try #require(added.status == 0, "\(added)")
                let id = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                let display = try await AppWindow.newDisplay(in: session)
                try session.makeAppActivatable(display: display)
                let before = Date()
                let response = await session.respondAsRemindd(identifier: id, action: "snooze")
                #expect(response.status == 0, "\(response)")
                let snoozed = { () async throws -> Date? in
                    guard let entry = try await session.pending().first(where: { $0.id == id }) else { return nil }
                    return ISO8601DateFormatter().date(from: entry.nextTriggerDate)
                }
                #expect(
                    try await session.waitUntil {
                        guard let next = try await snoozed() else { return false }
                        return abs(next.timeIntervalSince(before) - 600) < 30
                    })
                if let app = try await session.appPID() { kill(app, SIGKILL) }
                _ = try await session.killDaemon(signal: SIGKILL)
                let next = try await snoozed()
                #expect(next.map { abs($0.timeIntervalSince(before) - 600) < 30 } == true)
            }
        }

        /// A click on an item's popup (the default action) opens the window on that item.
        @Test func clickOpensTheWindowOnTheItem() async throws {
            try await TestSession.with { session in
                for arguments in [
                    ["add", "First", "--list", "A list"],
                    ["add", "Passport", "--list", "Trip", "--due", Self.later, "--remind"],
                ] {
                    let result = await session.run(arguments)
                    try #require(result.status == 0, "\(result)")
                }
                let id = try #require(try await session.items().first { $0.text == "Passport" }?.id)
                let display = try await AppWindow.newDisplay(in: session)
                try session.makeAppActivatable(display: display)
                let response = await session.respondAsRemindd(identifier: String(id), action: "default")
                #expect(response.status == 0, "\(response)")
                let app = AppWindow(session: session, display: display, process: nil, windowID: "")
                #expect(try await app.waitForWindow(named: "^Checklists$") != nil)
                let labels = try await app.visibleLabels()
                #expect(labels.contains("Items of “Trip”"), "\(labels)")
            }
        }

        /// The whole way from the notification server: a click on an item's popup in dunst
        /// (`dunstctl action 0`) reaches remindd, which starts the app by D-Bus activation,
        /// which opens its window on the item.
        @Test func clickInDunstOpensTheWindowOnTheItem() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                for arguments in [["add", "First", "--list", "A list"], ["add", "Passport", "--list", "Trip"]] {
                    let result = await session.run(arguments)
                    try #require(result.status == 0, "\(result)")
                }
                let id = try #require(try await session.items().first { $0.text == "Passport" }?.id)
                let display = try await AppWindow.newDisplay(in: session)
                try session.makeAppActivatable(display: display)
                let popup = await session.run([
                    "notify", "--id", String(id), "--title", "Reminder:", "--body", "Passport",
                ])
                try #require(popup.status == 0, "\(popup)")
                #expect(try await session.waitForNotifyCalls(1).count == 1)
                let click = await session.runTool("dunstctl", ["action", "0"], timeout: .seconds(30))
                #expect(click.status == 0, "\(click)")
                let app = AppWindow(session: session, display: display, process: nil, windowID: "")
                #expect(try await app.waitForWindow(named: "^Checklists$") != nil)
                let opened = try await session.waitUntil(timeout: .seconds(10)) {
                    try await app.visibleLabels().contains("Items of “Trip”")
                }
                #expect(opened)
            }
        }
    }
}
