import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The tray icon on an XEmbed tray (trayer): background start, its title and icon text,
    /// its menu, and what closing the window does with and without a tray.
    @Suite("Tray")
    struct TrayTests {
        /// A local date-time `hours` from now, as typed: "2026-12-24 18:30".
        private static func due(hours: Double) -> String {
            WallTime.text(Date().addingTimeInterval(hours * 3600))
        }

        /// `--background` starts in the tray without a window; the icon's title counts what is
        /// due today and overdue; the menu's first entry shows the window.
        @Test func backgroundStartShowsOnlyTheTrayIcon() async throws {
            try await TestSession.with { session in
                for arguments in [
                    ["add", "Late", "--due", Self.due(hours: -1)],
                    ["add", "Later", "--list", "Trip", "--due", Self.due(hours: 30)],
                ] {
                    let result = await session.run(arguments)
                    try #require(result.status == 0, "\(result)")
                }
                let display = try await AppWindow.newDisplay(in: session)
                try await TrayPanel.start(in: session, display: display)
                let app = try await AppWindow.open(in: session, display: display, arguments: ["--background"])
                #expect(try await session.waitUntil { await app.trayTitle() != nil })
                #expect(await app.trayTitle() == "Checklists: 1 due today, 1 overdue")
                try await session.pause(.seconds(1))
                #expect(await app.windows(titled: "Checklists").isEmpty)
                #expect(app.process?.isRunning == true)

                try await app.xdotool(["mousemove", "1265", "1008", "click", "1"])
                try await session.pause(.milliseconds(600))
                await app.screenshot("tray-menu")
                try await app.press("Down", "Return")
                #expect(try await session.waitUntil { await app.windows(titled: "Checklists").count == 1 })
            }
        }

        /// With a tray, Ctrl+W hides the window and the app stays; starting it again shows it.
        @Test func closingHidesTheWindowWithATray() async throws {
            try await TestSession.with { session in
                let display = try await AppWindow.newDisplay(in: session)
                try await TrayPanel.start(in: session, display: display)
                let window = try await AppWindow.open(in: session, display: display)
                try await window.press("ctrl+w")
                #expect(try await session.waitUntil { await window.windows(titled: "Checklists").isEmpty })
                try await session.pause(.milliseconds(500))
                #expect(window.process?.isRunning == true)
                let again = await session.runTool(
                    session.executables.checklists.path, [], settings: ["DISPLAY": display], timeout: .seconds(30))
                #expect(again.status == 0, "\(again)")
                #expect(try await session.waitUntil { await window.windows(titled: "Checklists").count == 1 })
            }
        }

        /// Without any tray the window says so, and closing it quits the app.
        @Test func closingQuitsWithoutATray() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                let labels = try await window.visibleLabels()
                #expect(labels.contains { $0.hasPrefix("There is no tray on this desktop") }, "\(labels)")
                try await window.press("ctrl+w")
                #expect(await window.process?.waitForExit(timeout: .seconds(10)) == 0)
            }
        }

        /// The tray menu's Pause Reminders, For 1 Hour, pauses remindd for an hour; its Quit
        /// ends the app (remindd keeps running).
        @Test func trayMenuPausesAndQuits() async throws {
            try await TestSession.with { session in
                let display = try await AppWindow.newDisplay(in: session)
                try await TrayPanel.start(in: session, display: display)
                let app = try await AppWindow.open(in: session, display: display, arguments: ["--background"])
                #expect(try await session.waitUntil { await app.trayTitle() != nil })
                let before = Date().timeIntervalSince1970
                // From the top, Up wraps to Quit; three up is Pause Reminders, Right opens it.
                try await app.xdotool(["mousemove", "1265", "1008", "click", "1"])
                try await session.pause(.milliseconds(600))
                try await app.press("Up", "Up", "Up", "Right", "Return")
                #expect(try await session.waitUntil { try await session.pausedUntil() > before + 3_500 })
                #expect(try await session.pausedUntil() < before + 3_700)

                try await app.xdotool(["mousemove", "1265", "1008", "click", "1"])
                try await session.pause(.milliseconds(600))
                try await app.press("Up", "Return")
                #expect(await app.process?.waitForExit(timeout: .seconds(10)) == 0)
                #expect(try await session.daemonPID() != nil)
            }
        }
    }
}
