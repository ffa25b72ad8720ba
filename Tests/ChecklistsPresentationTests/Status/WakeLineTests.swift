import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Testing

/// Settings' Status line about waking the computer for a reminder.
@Suite("StatusReport: waking from suspend")
struct WakeLineTests {
    private static func line(_ wakeAlarm: String?) -> StatusLine? {
        let service = ReminderServiceState(
            daemon: .running(version: "0.1.0"), serverRunning: true, pending: 0, wakeAlarm: wakeAlarm)
        return StatusReport(
            service: service, tray: .statusNotifier, startAtLogin: true, locale: Locale(identifier: "en_GB"),
            timeZone: .gmt
        ).lines.first { $0.title == "Wake from suspend" }
    }

    /// Allowed, not allowed with the steps that allow it, not supported; no line from a
    /// remindd that does not say.
    @Test func eachStateInWords() {
        #expect(
            Self.line("available")
                == StatusLine(
                    title: "Wake from suspend", value: "Allowed: reminders that ask for it wake the computer"))
        let denied = Self.line("denied")
        #expect(denied?.value == "Not allowed: reminders come when the computer resumes")
        #expect(denied?.advice?.contains("systemctl --user edit remindd") == true)
        #expect(denied?.advice?.contains("AmbientCapabilities=CAP_WAKE_ALARM") == true)
        #expect(Self.line("unsupported")?.value == "Not supported by this computer: reminders come when it resumes")
        #expect(Self.line(nil) == nil)
    }
}
