import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension DesktopTests {
    /// The window never waits for remindd: its calls run on a worker thread.
    @Suite("Window with remindd stopped")
    struct StoppedDaemonWindowTests {
        /// With remindd stopped (SIGSTOP), an item with a reminder is saved at once, the
        /// window keeps answering keys and says the reminder will be scheduled when remindd
        /// answers; after SIGCONT the reminder is in remindd, once, and the window says so.
        @Test func windowStaysResponsive() async throws {
            try await TestSession.with { session in
                let daemon = try await session.startTimedDaemon()
                let window = try await AppWindow.open(in: session)
                let due = WallTime.text(Date().addingTimeInterval(2 * 3600))
                kill(daemon.pid, SIGSTOP)
                defer { kill(daemon.pid, SIGCONT) }

                try await window.press("ctrl+n")
                #expect(try await window.waitForWindow(named: "^New Item$", timeout: .seconds(5)) != nil)
                try await window.type("Call the bank")
                try await window.press("alt+u", "ctrl+a")
                try await window.type(due)
                try await window.press("alt+m")
                try await session.pause(.milliseconds(300))
                try await window.press("alt+t", "Return")
                let saved = try await session.waitUntil(timeout: .seconds(3)) {
                    try await session.items().map(\.text) == ["Call the bank"]
                }
                #expect(saved, "the item is saved while remindd is stopped")
                let waiting = try await session.waitUntil(timeout: .seconds(5)) {
                    try await window.visibleLabels().contains { $0.hasPrefix("remindd does not answer yet") }
                }
                let labels = try await window.visibleLabels()
                #expect(waiting, "\(labels)")

                let started = Date()
                try await window.press("ctrl+n")
                #expect(try await window.waitForWindow(named: "^New Item$", timeout: .seconds(3)) != nil)
                #expect(Date().timeIntervalSince(started) < 3, "a key press still opens the dialog")
                try await window.press("Escape")

                kill(daemon.pid, SIGCONT)
                let id = try #require(try await session.items().first?.id)
                let scheduled = try await session.waitUntil(timeout: .seconds(40)) {
                    try await session.pending().map(\.id) == [String(id)]
                }
                #expect(scheduled, "the reminder reaches remindd once it continues")
                let answered = try await session.waitUntil(timeout: .seconds(40)) {
                    try await window.visibleLabels().contains("remindd answered: the reminders are scheduled.")
                }
                #expect(answered)
                #expect(try await session.pending().count == 1, "scheduled once")
            }
        }
    }
}
