import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// Settings' Status section, read through AT-SPI as a screen reader would: what runs,
    /// what is missing, and the advice for each missing part.
    @Suite("Settings: Status")
    struct SettingsStatusTests {
        /// The labels of the open Settings dialog once `value` shows among them.
        private static func labels(in window: AppWindow, showing value: String) async throws -> [String] {
            var labels: [String] = []
            let shown = try await window.session.waitUntil(timeout: .seconds(20)) {
                labels = try await window.visibleLabels()
                return labels.contains { $0.hasPrefix(value) }
            }
            #expect(shown, "no label starts with \(value): \(labels)")
            return labels
        }

        /// With dunst running and one item reminding: remindd's release, dunst with the
        /// version it reports and what its popups do (no buttons: the actions are in its
        /// menu), one pending reminder and when; no tray and Start at login off, each with
        /// its advice.
        @Test func saysWhatRunsAndWhatIsMissing() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                let added = await session.run(["add", "Water the plants", "--due", "tomorrow 9:00", "--remind"])
                try #require(added.status == 0, "\(added)")
                let window = try await AppWindow.open(
                    in: session, settings: ["LANG": "en_GB.UTF-8", "LC_ALL": "en_GB.UTF-8"])
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                let labels = try await Self.labels(in: window, showing: "Running, version")
                #expect(labels.contains("Running, version \(try ReleaseVersion.newest())"), "\(labels)")
                let dunst = try await session.notificationServerVersion()
                #expect(
                    labels.contains(
                        """
                        dunst \(dunst) (knopwob)
                        Popups show no buttons: dunst lists their actions in a menu, opened with “dunstctl context”. \
                        Popups show images, but take no typed replies and play no sounds.
                        """), "\(labels)")
                #expect(labels.contains { $0.hasPrefix("1 pending, next: ") }, "\(labels)")
                #expect(labels.contains("Status"))
                for title in ["remindd", "Notification server", "Reminders", "Tray", "Start at login"] {
                    #expect(labels.contains(title), "\(labels)")
                }
                #expect(labels.contains { $0.contains("AppIndicator extension adds a tray") }, "\(labels)")
                #expect(labels.contains { $0.hasPrefix("Reminders pop up without it.") }, "\(labels)")
                #expect(!labels.contains { $0.contains("dunst or mako") }, "\(labels)")
                await window.screenshot("settings-status")
            }
        }

        /// Without a notification server the section says so and what to install; with
        /// remindd gone it says remindd does not run, how to start it, and does not start it.
        @Test func saysWhatToDoWhenPartsAreMissing() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                let noServer = try await Self.labels(in: window, showing: "None running")
                #expect(noServer.contains { $0.contains("install one, such as dunst or mako") }, "\(noServer)")
                #expect(noServer.contains("None pending"), "\(noServer)")
                try await window.press("Escape")
                try await session.killDaemon()
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                let stopped = try await Self.labels(in: window, showing: "Not running")
                #expect(stopped.contains { $0.contains("systemctl --user start remindd") }, "\(stopped)")
                #expect(!stopped.contains("Notification server"), "\(stopped)")
                #expect(try await session.daemonPID() == nil)
            }
        }

        /// GNOME's own reminder program (evolution-alarm-notify, the real one) running in the
        /// session: Status names it, with what to do about reminders that come twice; without
        /// it, no such line.
        @Test func namesEvolutionsRemindersWhenTheyRun() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                let alone = try await Self.labels(in: window, showing: "Running, version")
                #expect(!alone.contains("Other reminders"), "\(alone)")
                try await window.press("Escape")

                try session.launch(
                    "evolution-alarm-notify", executable: "/usr/libexec/evolution-data-server/evolution-alarm-notify",
                    arguments: [], settings: ["DISPLAY": window.display])
                let running = await session.waitForName("org.gnome.Evolution-alarm-notify", timeout: .seconds(30))
                try #require(running, "\(session.diagnostics)")
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                let labels = try await Self.labels(in: window, showing: "Evolution's reminders also run")
                #expect(labels.contains("Other reminders"), "\(labels)")
                #expect(labels.contains { $0.hasPrefix("Tasks synced both there and here remind you twice") })
            }
        }
    }
}
