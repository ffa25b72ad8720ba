import Foundation
import LocalNotifications
import RemindDaemon
import Testing

/// One timer, always armed at the next due time, and disarmed when nothing is pending.
@Suite("Daemon: re-arming the timer")
struct DaemonTimerTests {
    /// After an edit the timer is armed at the earliest due time.
    @Test func armedAtTheEarliestDueTime() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(600, "later"), inSeconds(300, "sooner"))
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(300))
    }

    /// At the armed time the due reminder fires on time (not late), and the timer moves on
    /// to the next one; after the last, it is disarmed.
    @Test func wakeFiresOnTimeAndRearmsAtTheNext() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(600, "later"), inSeconds(300, "sooner"))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["sooner"])
        #expect(harness.poster.posts.first?.message.body == "")
        #expect(harness.signals.delivered.first?.notification["late"] == .bool(false))
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(600))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["sooner", "later"])
        #expect(harness.timer.armedAt == nil)
        #expect(harness.timer.armings.last == .some(nil))
    }

    /// Removing what is pending re-arms the timer at what is left, or disarms it.
    @Test func removingRearmsOrDisarms() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(600, "later"), inSeconds(300, "sooner"))
        try harness.daemon.removePending(["sooner"], appIdentifier: DaemonHarness.app)
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(600))
        try harness.daemon.removeAllPending(appIdentifier: DaemonHarness.app)
        #expect(harness.timer.armedAt == nil)
        #expect(harness.logLines.contains("cancelled org.example.Checklists/* (all pending)"))
    }

    /// An early wake (nothing due yet) fires nothing and keeps the timer where it was.
    @Test func earlyWakeFiresNothing() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(600, "tea"))
        harness.clock.advance(by: 100)
        harness.timer.fire()
        #expect(harness.poster.posts.isEmpty)
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(600))
    }

    /// A timer that cannot be armed is logged; the reminder was still scheduled.
    @Test func timerThatCannotBeArmedIsLogged() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.timer.refuses = true
        try harness.add(inSeconds(600, "tea"))
        #expect(harness.logLines.contains("failed rescan: cannot arm the timer"))
        #expect(try harness.pendingIdentifiers() == ["tea"])
    }
}
