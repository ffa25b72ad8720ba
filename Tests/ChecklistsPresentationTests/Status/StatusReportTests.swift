import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Testing

/// Settings' Status section: what each line says, and the advice under what is missing.
@Suite("StatusReport")
struct StatusReportTests {
    private static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    private static let next = Date(timeIntervalSince1970: 1_796_389_200)  // 4 Dec 2026 at 14:00 in Berlin

    private static func report(
        _ service: ReminderServiceState?, tray: TrayPresence = .statusNotifier, startAtLogin: Bool = true
    ) -> [StatusLine] {
        StatusReport(
            service: service, tray: tray, startAtLogin: startAtLogin, locale: Locale(identifier: "en_GB"),
            timeZone: berlin
        ).lines
    }

    private static let healthy = ReminderServiceState(
        daemon: .running(version: "0.1.0"), serverRunning: true,
        server: .init(name: "dunst", vendor: "knopwob", version: "1.9.0"), capabilities: ["actions", "body"],
        pending: 3, nextReminder: next)

    /// Everything there: one line each, and no advice.
    @Test func everythingThereNeedsNoAdvice() {
        #expect(
            Self.report(Self.healthy) == [
                StatusLine(title: "remindd", value: "Running, version 0.1.0"),
                StatusLine(
                    title: "Notification server",
                    value: """
                        dunst 1.9.0 (knopwob)
                        Popups show no buttons: dunst lists their actions in a menu, opened with “dunstctl context”. \
                        Popups take no typed replies, show no images and play no sounds.
                        """),
                StatusLine(title: "Reminders", value: "3 pending, next: Fri, 4 Dec 2026 at 14:00"),
                StatusLine(title: "Tray", value: "StatusNotifierItem host"),
                StatusLine(title: "Start at login", value: "On"),
            ])
    }

    /// While remindd is asked, its line says so and the server and reminders lines wait.
    @Test func whileAskingOnlyTheLocalLines() {
        let lines = Self.report(nil, tray: .xembed)
        #expect(lines.map(\.value) == ["Checking…", "XEmbed system tray", "On"])
    }

    /// Each way remindd can be missing has its own words and advice, and hides the lines
    /// that need it.
    @Test func missingDaemon() throws {
        let startable = Self.report(ReminderServiceState(daemon: .startable))
        #expect(startable.first?.value == "Not running")
        #expect(startable.first?.advice?.contains("systemctl --user start remindd") == true)
        #expect(startable.count == 3)
        let missing = try #require(Self.report(ReminderServiceState(daemon: .missing)).first)
        #expect(missing.value == "Not installed for this session")
        #expect(missing.advice?.hasPrefix("No reminder can pop up") == true)
        let silent = try #require(
            Self.report(ReminderServiceState(daemon: .unreachable("cannot reach remindd: Timeout"))).first)
        #expect(silent.value == "Does not answer")
        #expect(silent.advice?.hasPrefix("cannot reach remindd: Timeout. Your items are saved") == true)
    }

    /// No notification server, or one without buttons, says what to do.
    @Test func serverAdvice() {
        var none = Self.healthy
        none.serverRunning = false
        none.server = nil
        let noServer = Self.report(none)[1]
        #expect(noServer.value == "None running")
        #expect(noServer.advice?.contains("dunst or mako") == true)
        var plain = Self.healthy
        plain.capabilities = ["body"]
        plain.server = .init(name: "mako", vendor: "", version: "")
        let noActions = Self.report(plain)[1]
        #expect(
            noActions.value == "mako\nPopups show no buttons, take no typed replies, show no images and play no sounds."
        )
        #expect(noActions.advice == "Snooze or tick a reminded item in the window instead.")
        var unnamed = Self.healthy
        unnamed.server = nil
        #expect(Self.report(unnamed)[1].value.hasPrefix("A server that does not say its name\nPopups show buttons"))
    }

    /// Nothing pending, paused and waiting popups, said on the reminders line.
    @Test func remindersLine() {
        var empty = Self.healthy
        empty.pending = 0
        empty.nextReminder = nil
        #expect(Self.report(empty)[2] == StatusLine(title: "Reminders", value: "None pending"))
        var paused = Self.healthy
        paused.pending = 1
        paused.pausedUntil = Self.next
        paused.queued = 2
        let line = Self.report(paused)[2]
        #expect(
            line.value
                == "1 pending, next: Fri, 4 Dec 2026 at 14:00; paused until Fri, 4 Dec 2026 at 14:00; 2 popups wait for the notification server"
        )
        #expect(line.advice?.contains("Pause Reminders") == true)
    }

    /// No tray and Start at login off each get their advice.
    @Test func trayAndLoginAdvice() {
        let lines = Self.report(Self.healthy, tray: .none, startAtLogin: false)
        #expect(lines[3].value == "None")
        #expect(lines[3].advice?.contains("AppIndicator") == true)
        #expect(lines[4].value == "Off")
        #expect(lines[4].advice?.hasPrefix("Reminders pop up without it") == true)
    }
}
