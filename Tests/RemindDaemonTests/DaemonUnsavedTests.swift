import Foundation
import LocalNotifications
import RemindDaemon
import Testing

/// When the store refuses writes, deliveries go on, once, and are saved when it takes them.
@Suite("Daemon: delivery records the store refused")
struct DaemonUnsavedTests {
    /// A claim the store refuses is delivered all the same, logged once, and written at a
    /// rescan within half a minute once the store takes writes again.
    @Test func refusedClaimIsDeliveredAndSavedLater() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(60, "tea"))
        harness.repository.refusesWrites = true
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.logLines.count("delivery record(s) could not be saved (the disk is full)") == 1)
        let retry = try #require(harness.timer.armedAt)
        #expect(retry == harness.clock.now.addingTimeInterval(30))

        try harness.wakeAtArmedTime()
        #expect(harness.logLines.count("could not be saved") == 1)
        harness.repository.refusesWrites = false
        try harness.wakeAtArmedTime()
        #expect(harness.logLines.contains("the delivery records kept in memory were saved"))
        #expect(try harness.repository.stored.unposted().isEmpty)
        #expect(try harness.repository.stored.delivered(appIdentifier: DaemonHarness.app).count == 1)
        #expect(harness.poster.posts.count == 1)
        #expect(harness.timer.armedAt == nil)
    }

    /// At stop, the held records are written when the store takes them.
    @Test func stopSavesHeldRecords() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(60, "tea"))
        harness.repository.refusesWrites = true
        try harness.wakeAtArmedTime()
        harness.repository.refusesWrites = false
        harness.daemon.stop()
        #expect(harness.logLines.contains("the delivery records kept in memory were saved"))
        #expect(try harness.repository.stored.delivered(appIdentifier: DaemonHarness.app).count == 1)
    }

    /// A store that cannot be read at a rescan is logged and leaves the timer as it was.
    @Test func unreadableStoreAtARescanIsLogged() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(60, "tea"))
        harness.repository.refusesReads = true
        try harness.wakeAtArmedTime()
        #expect(harness.logLines.contains("failed rescan: the disk is full"))
        #expect(harness.poster.posts.isEmpty)
        harness.repository.refusesReads = false
        harness.timer.fire()
        #expect(harness.poster.summaries == ["tea"])
    }

    /// A store that cannot be read when a pause ends lets the held popups go all the same.
    @Test func heldPopupsGoWhenUnpostedCannotBeRead() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.pause(until: harness.clock.now.addingTimeInterval(600).timeIntervalSince1970)
        try harness.add(immediate("tea"))
        harness.repository.refusesReads = true
        try harness.daemon.pause(until: 0)
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.logLines.contains("failed reading unposted popups: the disk is full"))
    }

    /// A "posted" mark the store refuses is logged and kept in memory, and written at the
    /// next scan, which the timer brings within the retry interval.
    @Test func refusedPostedMarkIsKept() throws {
        let harness = DaemonHarness()
        harness.poster.outcome = .hold
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.repository.refusesWrites = true
        harness.poster.finish(taken: true)
        #expect(harness.logLines.contains("failed recording org.example.Checklists/tea as posted: the disk is full"))
        #expect(try harness.scheduler.unposted().map(\.identifier) == ["tea"])
        #expect(
            harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(NotificationScheduler.retryInterval),
            "a scan comes within the retry interval to write the held mark")
        harness.repository.refusesWrites = false
        try harness.wakeAtArmedTime()
        #expect(try harness.repository.stored.unposted().isEmpty)
    }

    /// A store that cannot recompute at start is logged, and the start goes on.
    @Test func startGoesOnWhenRecomputeFails() throws {
        let harness = DaemonHarness()
        try harness.store([inSeconds(60, "tea")], addedAt: DaemonHarness.start)
        harness.repository.refusesWrites = true
        try harness.daemon.start()
        #expect(harness.logLines.contains("failed recompute: the disk is full"))
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(60))
    }
}
