import Foundation
import LocalNotifications
import RemindDaemon
import Testing

/// A popup the notification server refuses stays queued and is posted again later.
@Suite("Daemon: retry after a refused post")
struct DaemonRetryTests {
    /// The refused popup waits a second, is posted again, and is then recorded as posted.
    @Test func refusedPopupIsPostedAgainAfterAPause() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .refuse
        try harness.add(immediate("tea"))
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.status("queued") == .uint32(1))
        #expect(harness.retryTimer.delays == [1])
        #expect(try harness.scheduler.unposted().map(\.identifier) == ["tea"])
        #expect(harness.logLines.contains("failed posting org.example.Checklists/tea: the server refused"))

        harness.poster.outcome = .take
        harness.retryTimer.fire()
        #expect(harness.poster.summaries == ["tea", "tea"])
        #expect(harness.status("queued") == .uint32(0))
        #expect(try harness.scheduler.unposted().isEmpty)
    }

    /// Each refusal in a row doubles the pause, up to a minute.
    @Test func pauseGrowsUpToAMinute() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .refuse
        try harness.add(immediate("tea"))
        for _ in 1..<8 { harness.retryTimer.fire() }
        #expect(harness.retryTimer.delays == [1, 2, 4, 8, 16, 32, 60, 60])
        #expect(harness.poster.posts.count == 8)
    }

    /// A post that goes through starts the next series of pauses from one second.
    @Test func successResetsThePause() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .refuse
        try harness.add(immediate("tea"))
        harness.retryTimer.fire()
        harness.poster.outcome = .take
        harness.retryTimer.fire()
        harness.poster.outcome = .refuse
        try harness.add(immediate("cake"))
        #expect(harness.retryTimer.delays == [1, 2, 1])
    }

    /// Popups that come while the queue waits to retry wait behind the refused one, and all
    /// are posted in order afterwards: nothing is lost.
    @Test func laterPopupsWaitBehindTheRefusedOne() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .refuse
        try harness.add(immediate("tea"))
        harness.poster.outcome = .take
        try harness.add(immediate("cake"), immediate("soup"))
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.status("queued") == .uint32(3))
        harness.retryTimer.fire()
        #expect(harness.poster.summaries == ["tea", "tea", "cake", "soup"])
        #expect(try harness.scheduler.unposted().isEmpty)
    }

    /// A server that (re)appears gets the refused popup at once, without waiting out the pause.
    @Test func serverThatAppearsEndsTheWait() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .refuse
        try harness.add(immediate("tea"))
        harness.poster.outcome = .take
        harness.server.appear()
        #expect(harness.retryTimer.cancellations == 1)
        #expect(!harness.retryTimer.isPending)
        #expect(harness.poster.summaries == ["tea", "tea"])
        #expect(harness.status("queued") == .uint32(0))
    }

    /// A server that goes away leaves the wait as it is.
    @Test func serverThatVanishesKeepsTheWait() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .refuse
        try harness.add(immediate("tea"))
        harness.server.vanish()
        #expect(harness.retryTimer.isPending)
        #expect(harness.poster.posts.count == 1)
    }

    /// The popups of one wake-up go out together, each counting as queued until the server
    /// answered it; a refused one goes out again after the pause, the other stays posted.
    @Test func popupsOfOneWakeUpAreOnTheirWayTogether() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .hold
        try harness.add(immediate("tea"), immediate("cake"))
        #expect(harness.poster.summaries == ["cake", "tea"])
        #expect(harness.status("queued") == .uint32(2))
        harness.poster.finish(taken: false)
        #expect(harness.status("queued") == .uint32(2))
        harness.poster.finish(taken: true)
        #expect(harness.status("queued") == .uint32(1))
        #expect(try harness.scheduler.unposted().map(\.identifier) == ["cake"])
        harness.retryTimer.fire()
        harness.poster.finish(taken: true)
        #expect(harness.poster.summaries == ["cake", "tea", "cake"])
        #expect(try harness.scheduler.unposted().isEmpty)
    }

    /// A newer occurrence of a request replaces its popup still waiting in the queue.
    @Test func newerOccurrenceReplacesTheWaitingPopup() throws {
        let harness = DaemonHarness(serverReady: false)
        try harness.daemon.start()
        try harness.add(every(60, "water"))
        try harness.wakeAtArmedTime()
        try harness.wakeAtArmedTime()
        #expect(harness.status("queued") == .uint32(1))
        harness.server.appear()
        #expect(harness.poster.summaries == ["water"])
        #expect(harness.signals.deliveredIdentifiers == ["water", "water"])
    }
}
