import Foundation
import LocalNotifications
import RemindDaemon
import Testing

/// "Pause Reminders": popups other than critical ones wait for the end of the pause.
@Suite("Daemon: pause")
struct DaemonPauseTests {
    /// While paused, an ordinary popup is held and a critical one is posted; both are
    /// delivered (signalled) as usual.
    @Test func holdsOrdinaryPopupsAndPostsCriticalOnes() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.pause(until: harness.clock.now.addingTimeInterval(3_600).timeIntervalSince1970)
        try harness.add(immediate("tea"), immediate("fire", level: .critical))
        #expect(harness.poster.summaries == ["fire"])
        #expect(harness.signals.deliveredIdentifiers == ["fire", "tea"])
        #expect(harness.status("queued") == .uint32(0))
    }

    /// The timer is armed for the end of the pause; when it comes, the held popups are
    /// posted and the pause is forgotten in the store.
    @Test func endOfThePausePostsTheHeldPopups() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let end = harness.clock.now.addingTimeInterval(600)
        try harness.daemon.pause(until: end.timeIntervalSince1970)
        try harness.add(immediate("tea"), inSeconds(3_600, "later"))
        #expect(harness.timer.armedAt == end)
        #expect(harness.status("paused-until") == .double(end.timeIntervalSince1970))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["tea"])
        #expect(try harness.repository.pausedUntil() == nil)
        #expect(harness.status("paused-until") == .double(0))
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(3_600))
        #expect(try harness.scheduler.unposted().isEmpty)
    }

    /// Ending the pause through the API (0) posts the held popups at once.
    @Test func resumingPostsTheHeldPopups() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.pause(until: harness.clock.now.addingTimeInterval(600).timeIntervalSince1970)
        try harness.add(immediate("tea"))
        #expect(harness.poster.posts.isEmpty)
        try harness.daemon.pause(until: 0)
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.logLines.contains("paused ended; 1 held popup(s) posted"))
        #expect(try harness.repository.pausedUntil() == nil)
    }

    /// A pause in the past, or 0 while not paused, changes nothing.
    @Test func resumingWhileNotPausedChangesNothing() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.pause(until: harness.clock.now.addingTimeInterval(-60).timeIntervalSince1970)
        #expect(try harness.repository.pausedUntil() == nil)
        #expect(harness.logLines.contains("paused off (it was not on)"))
        try harness.add(immediate("tea"))
        #expect(harness.poster.summaries == ["tea"])
    }

    /// Popups still waiting for the server when the pause starts are taken back and held.
    @Test func pauseTakesBackWaitingPopups() throws {
        let harness = DaemonHarness(serverReady: false)
        try harness.daemon.start()
        try harness.add(immediate("tea"), immediate("fire", level: .critical))
        #expect(harness.status("queued") == .uint32(2))
        try harness.daemon.pause(until: harness.clock.now.addingTimeInterval(600).timeIntervalSince1970)
        #expect(harness.status("queued") == .uint32(1))
        harness.server.appear()
        #expect(harness.poster.summaries == ["fire"])
        try harness.daemon.pause(until: 0)
        #expect(harness.poster.summaries == ["fire", "tea"])
    }

    /// A pause saved by an earlier run still holds popups after a start, and ends on time.
    @Test func savedPauseLastsAcrossAStart() throws {
        let harness = DaemonHarness()
        let end = harness.clock.now.addingTimeInterval(900)
        try harness.repository.setPausedUntil(end)
        try harness.store([immediate("tea")], addedAt: harness.clock.now)
        try harness.daemon.start()
        #expect(harness.poster.posts.isEmpty)
        #expect(harness.signals.deliveredIdentifiers == ["tea"])
        #expect(harness.status("paused-until") == .double(end.timeIntervalSince1970))
        #expect(harness.logLines.contains("(from before)"))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["tea"])
    }

    /// Popups a crash left unposted are held, not posted, when a saved pause lasts.
    @Test func unpostedPopupsFromBeforeWaitForTheEndOfASavedPause() throws {
        let harness = DaemonHarness()
        harness.poster.outcome = .hold
        try harness.daemon.start()
        try harness.add(immediate("tea"))

        let restarted = DaemonHarness(repository: harness.repository)
        try restarted.repository.setPausedUntil(restarted.clock.now.addingTimeInterval(600))
        try restarted.daemon.start()
        #expect(restarted.poster.posts.isEmpty)
        try restarted.wakeAtArmedTime()
        #expect(restarted.poster.summaries == ["tea"])
    }

    /// A held popup whose delivery the app removed meanwhile is not posted at the end.
    @Test func heldPopupOfARemovedDeliveryIsDropped() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.pause(until: harness.clock.now.addingTimeInterval(600).timeIntervalSince1970)
        try harness.add(immediate("tea"), immediate("cake"))
        try harness.daemon.removeDelivered(["tea"], appIdentifier: DaemonHarness.app)
        try harness.daemon.pause(until: 0)
        #expect(harness.poster.summaries == ["cake"])
    }

    /// With nothing pending, the timer is armed for the end of the pause alone, and
    /// disarmed once it passed.
    @Test func timerWakesForTheEndOfThePauseAlone() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        #expect(harness.timer.armedAt == nil)
        let end = harness.clock.now.addingTimeInterval(300)
        try harness.daemon.pause(until: end.timeIntervalSince1970)
        #expect(harness.timer.armedAt == end)
        try harness.wakeAtArmedTime()
        #expect(harness.timer.armedAt == nil)
        #expect(harness.logLines.contains("paused ended; 0 held popup(s) posted"))
    }

    /// Moving the pause's end while paused keeps the held popups and holds new ones.
    @Test func movingThePauseKeepsHolding() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.pause(until: harness.clock.now.addingTimeInterval(300).timeIntervalSince1970)
        try harness.add(immediate("tea"))
        let later = harness.clock.now.addingTimeInterval(900)
        try harness.daemon.pause(until: later.timeIntervalSince1970)
        try harness.add(immediate("cake"))
        #expect(harness.poster.posts.isEmpty)
        #expect(harness.timer.armedAt == later)
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["tea", "cake"])
    }

    /// A pause that is not a number is refused, and nothing changes.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func pauseUntilANonNumberIsRefused(until: Double) throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let error = #expect(throws: ServiceError.self) { try harness.daemon.pause(until: until) }
        #expect(error?.isInvalidArgument == true)
        #expect(try harness.repository.pausedUntil() == nil)
    }
}
