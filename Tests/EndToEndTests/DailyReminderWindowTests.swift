import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension DesktopTests {
    /// The daily reminder set in the window's Settings: its switch and time picker drive the
    /// same request in remindd as the command line.
    @Suite("Daily reminder in the window")
    struct DailyReminderWindowTests {
        /// With a 24-hour locale: switch on, 21:45, Save gives one repeating `daily-reminder`
        /// request; switching off removes it. Each key waits for what the one before did (the
        /// Status section settled, the switch flipped, the field focused): a slowed-down app
        /// (under a sanitizer) takes keys late.
        @Test func switchAndTimePickerOnTwentyFourHourClock() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(
                    in: session, settings: ["LANG": "en_GB.UTF-8", "LC_ALL": "en_GB.UTF-8"])
                try await Self.openSettings(in: window)
                // Alt+D is the switch's mnemonic, which flips it.
                try await window.press("alt+d")
                #expect(
                    try await window.waitForNode(named: "Daily Reminder") { $0.role == "toggle button" && $0.checked })
                try await window.press("alt+t")
                #expect(try await window.waitForNode(named: "Hour") { $0.focused })
                try await window.press("ctrl+a")
                try await window.type("21")
                try await window.press("Tab")
                #expect(try await window.waitForNode(named: "Minute") { $0.focused })
                try await window.press("ctrl+a")
                try await window.type("45")
                #expect(try await window.waitForNode(named: "Minute") { $0.text == "45" })
                try await window.press("alt+s")
                #expect(try await session.waitUntil { try await session.pending().map(\.id) == ["daily-reminder"] })
                let pending = try await session.pending()
                #expect(pending.first?.repeats == true)
                #expect(pending.first.map { Self.wallClock($0.nextTriggerDate) } == "21:45")
                #expect(await session.run(["daily-reminder"]).stdout == "on 21:45\n")

                try await Self.openSettings(in: window)
                try await window.press("alt+d")
                #expect(
                    try await window.waitForNode(named: "Daily Reminder") { $0.role == "toggle button" && !$0.checked })
                try await window.press("alt+s")
                #expect(try await session.waitUntil { try await session.pending().isEmpty })
                #expect(await session.run(["daily-reminder"]).stdout == "off\n")
            }
        }

        /// With a 12-hour locale the picker shows 8 and PM for 20:30.
        @Test func twelveHourClock() async throws {
            try await TestSession.with { session in
                let set = await session.run(["daily-reminder", "on", "20:30"])
                try #require(set.status == 0, "\(set)")
                let window = try await AppWindow.open(
                    in: session, settings: ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8"])
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                let tree = try await window.accessibleTree()
                let hour = tree.first { $0.name == "Hour" }
                let period = tree.first { $0.name == "AM or PM" }
                #expect(hour?.text == "8", "\(tree.filter { $0.showing })")
                #expect(period?.showing == true)
                await window.screenshot("settings-12h")
            }
        }

        /// Opening the window makes remindd agree with the saved setting: after remindd lost
        /// its data while the app was closed, the daily reminder is pending again.
        @Test func windowRestoresTheRequestAtStart() async throws {
            try await TestSession.with { session in
                let set = await session.run(["daily-reminder", "on", "07:15"])
                try #require(set.status == 0, "\(set)")
                _ = try await session.killDaemon(signal: SIGKILL)
                let database = session.files.dataHome + "/checklists/remindd.sqlite3"
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
                _ = try await AppWindow.open(in: session)
                #expect(try await session.waitUntil { try await session.pending().map(\.id) == ["daily-reminder"] })
                #expect(try await session.pending().first.map { Self.wallClock($0.nextTriggerDate) } == "07:15")
            }
        }

        /// Opens Settings and waits until its Status section has what remindd answered.
        private static func openSettings(in window: AppWindow) async throws {
            try await window.press("alt+s")
            #expect(try await window.focusWindow(named: "^Settings$"))
            #expect(
                try await window.session.waitUntil(timeout: .seconds(30)) {
                    try await window.visibleLabels().contains { $0.hasPrefix("Running, version") }
                })
        }

        /// The time of an ISO 8601 date with offset, as written: "20:30".
        private static func wallClock(_ iso: String) -> String {
            guard let t = iso.firstIndex(of: "T") else { return "" }
            return String(iso[iso.index(after: t)...].prefix(5))
        }
    }
}
