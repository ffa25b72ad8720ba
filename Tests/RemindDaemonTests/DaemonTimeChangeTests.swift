import Foundation
import LocalNotifications
import RemindDaemon
import Testing

/// When the clock is set, the zone changes or the machine resumes, the daemon fires what
/// became due, recomputes calendar reminders in the local time, and re-arms.
@Suite("Daemon: clock and time zone changes")
struct DaemonTimeChangeTests {
    /// The clock set past a reminder's time: the timer's cancel-on-set wake fires it, late.
    @Test func clockSetForwardFiresWhatBecameDue() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(3_600, "tea"))
        harness.clock.advance(by: 7_200)
        harness.timer.fire(.clockChanged)
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.signals.delivered.first?.notification["late"] == .bool(true))
        #expect(harness.logLines.contains("status the clock was set or the machine resumed; rescanning"))
        #expect(harness.timer.armedAt == nil)
    }

    /// The clock set an hour forward does not fire an interval reminder early: it comes
    /// when its hour of real time has passed, on time, and the timer is armed for that.
    @Test func clockSetForwardLeavesIntervalsToElapsedTime() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(3_600, "tea"))
        harness.clock.advance(by: 600)
        harness.clock.setWallClock(by: 3_600)
        harness.timer.fire(.clockChanged)
        #expect(harness.poster.posts.isEmpty)
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(7_200))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.signals.delivered.first?.notification["late"] == .bool(false))
    }

    /// The clock set back an hour: the interval reminder still comes after its hour of
    /// real time, not an hour late.
    @Test func clockSetBackLeavesIntervalsToElapsedTime() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(3_600, "tea"))
        harness.clock.setWallClock(by: -3_600)
        harness.timer.fire(.clockChanged)
        #expect(harness.timer.armedAt == DaemonHarness.start)
        harness.clock.advance(by: 3_600)
        harness.timer.fire()
        #expect(harness.poster.summaries == ["tea"])
    }

    /// The clock set back a day: a daily reminder is due at the earlier day's time now, and
    /// the timer is re-armed for it.
    @Test func clockSetBackRearmsForTheEarlierOccurrence() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(daily(hour: 13, "lunch"))
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(3_600))
        harness.clock.setWallClock(by: -86_400)
        harness.timer.fire(.clockChanged)
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(3_600 - 86_400))
        #expect(harness.poster.posts.isEmpty)
    }

    /// A new time zone: the daemon reads it again and floating reminders move to its local time.
    @Test func timeZoneChangeMovesFloatingReminders() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(daily(hour: 18, "walk"))
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(6 * 3_600))
        harness.clock.systemTimeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        harness.daemon.timeChanged(.timeZone)
        #expect(harness.clock.timeZone.identifier == "Europe/Berlin")
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(4 * 3_600))
        let pending = try harness.pending()
        let expected = DaemonHarness.start.addingTimeInterval(4 * 3_600).timeIntervalSince1970
        #expect(pending.first?["next-trigger-date"] == .double(expected))
        #expect(harness.logLines.contains("status the time zone changed; rescanning"))
    }

    /// A reminder with a fixed zone stays where it is when the local zone changes.
    @Test func timeZoneChangeLeavesFixedZonesAlone() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        var request = daily(hour: 18, "call")
        request.trigger = .calendar(CalendarTrigger(hour: 18, repeats: true, timeZoneIdentifier: "UTC"))
        try harness.add(request)
        harness.clock.systemTimeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        harness.daemon.timeChanged(.timeZone)
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(6 * 3_600))
    }

    /// After a resume, what came due while asleep fires, several as one summary.
    @Test func resumeFiresWhatCameDueWhileAsleep() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(600, "tea"), inSeconds(1_200, "cake"))
        harness.clock.advance(by: 3_600)
        harness.daemon.timeChanged(.resumed)
        #expect(harness.poster.summaries == ["2 missed reminders"])
        #expect(harness.logLines.contains("status resumed from sleep; rescanning"))
    }

    /// A "clock set" that did not move the wall clock against the elapsed clock (a time
    /// service's tiny step, or a resume) walks no pending request; a real set walks them all.
    @Test func onlyARealClockSetWalksEveryRequest() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(600, "tea"), daily(hour: 18, "call"))
        let before = harness.repository.pagesRead
        harness.clock.advance(by: 60)
        harness.daemon.timeChanged(.clockSet)
        harness.daemon.timeChanged(.resumed)
        #expect(harness.repository.pagesRead == before)
        harness.clock.setWallClock(by: 3_600)
        harness.daemon.timeChanged(.clockSet)
        #expect(harness.repository.pagesRead > before)
        #expect(harness.poster.summaries.isEmpty, "an interval counts elapsed time: 60 s of its 600")
    }

    /// Between "going to sleep" and the resume nothing fires, not even when the clock is
    /// set meanwhile; the resume then fires what came due, once, as one summary.
    @Test func nothingFiresWhileTheMachineGoesToSleep() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(600, "tea"), inSeconds(1_200, "cake"))
        harness.daemon.sleepStarting()
        #expect(harness.timer.armedAt == .distantFuture)
        harness.clock.advance(by: 3_600)
        harness.daemon.timeChanged(.clockSet)
        try harness.add(inSeconds(5, "soon"))
        #expect(harness.poster.summaries.isEmpty)
        #expect(harness.timer.armedAt == .distantFuture)
        harness.daemon.timeChanged(.resumed)
        #expect(harness.poster.summaries == ["2 missed reminders"])
        #expect(harness.timer.armedAt == harness.clock.now.addingTimeInterval(5))
        #expect(!harness.sleepTimer.isPending)
    }

    /// When the machine does not go to sleep after all, the hold ends by itself (after a
    /// minute of monotonic time) and what came due fires.
    @Test func holdEndsWhenTheMachineStaysAwake() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(30, "tea"))
        harness.daemon.sleepStarting()
        #expect(harness.sleepTimer.delays == [60])
        harness.clock.advance(by: 60)
        harness.sleepTimer.fire()
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.logLines.contains("status the machine did not go to sleep; reminders fire again"))
    }

    /// The timer counts on the system clock: when the daemon's clock is ahead of it, the
    /// timer is armed that much earlier.
    @Test func timerIsArmedOnTheSystemClock() throws {
        let harness = DaemonHarness()
        harness.clock.offsetFromSystem = 100
        try harness.daemon.start()
        try harness.add(inSeconds(600, "tea"))
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(500))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["tea"])
    }

    /// A store that cannot be read when the time changes is logged; the daemon goes on.
    @Test func unreadableStoreOnATimeChangeIsLogged() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.repository.refusesReads = true
        harness.daemon.timeChanged(.timeZone)
        #expect(harness.logLines.contains("failed recompute: the disk is full"))
        #expect(harness.logLines.contains("failed rescan: the disk is full"))
    }
}
