import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// What remindd does at start with reminders that came due while it was not running.
@Suite("Daemon: missed while off")
struct DaemonStartTests {
    /// A one-shot missed while off fires once at start, marked late, and is gone.
    @Test func missedOneShotFiresOnceMarkedLate() throws {
        let harness = DaemonHarness()
        try harness.store([inSeconds(600, "tea")], addedAt: DaemonHarness.start.addingTimeInterval(-7_200))
        try harness.daemon.start()
        #expect(harness.poster.summaries == ["tea"])
        let message = try #require(harness.poster.posts.first?.message)
        #expect(message.body.hasPrefix("Due "))
        #expect(harness.signals.delivered.first?.notification["late"] == .bool(true))
        #expect(
            harness.logLines.lines.contains {
                $0.hasPrefix("remindd: fired org.example.Checklists/tea due") && $0.hasSuffix(" (late)")
            })
        #expect(try harness.pendingIdentifiers().isEmpty)
        #expect(harness.timer.armedAt == nil)
        harness.timer.fire()
        #expect(harness.poster.posts.count == 1)
    }

    /// A repeating request that missed several slots fires once, then goes on at its next slot.
    @Test func missedRepeatingRequestFiresOnceAndGoesOn() throws {
        let harness = DaemonHarness()
        let added = DaemonHarness.start.addingTimeInterval(-5.5 * 3_600)
        try harness.store([every(3_600, "water")], addedAt: added)
        try harness.daemon.start()
        #expect(harness.poster.summaries == ["water"])
        #expect(harness.signals.deliveredIdentifiers == ["water"])
        #expect(harness.timer.armedAt == added.addingTimeInterval(6 * 3_600))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["water", "water"])
        #expect(harness.poster.posts.last?.message.body == "")
    }

    /// Later than its lateness limit, an occurrence is recorded as missed without a popup.
    @Test func lateBeyondItsLimitIsRecordedAsMissedWithoutAPopup() throws {
        let harness = DaemonHarness()
        try harness.store(
            [inSeconds(600, "tea", latenessLimit: 900)], addedAt: DaemonHarness.start.addingTimeInterval(-7_200))
        try harness.daemon.start()
        #expect(harness.poster.posts.isEmpty)
        #expect(harness.signals.delivered.first?.notification["missed"] == .bool(true))
        #expect(harness.logLines.contains("missed org.example.Checklists/tea"))
        let delivered = try harness.delivered()
        #expect(delivered.first?["missed"] == .bool(true))
        #expect(try harness.scheduler.unposted().isEmpty)
        #expect(harness.status("queued") == .uint32(0))
    }

    /// Within its lateness limit, a late occurrence still pops up.
    @Test func lateWithinItsLimitPopsUp() throws {
        let harness = DaemonHarness()
        try harness.store(
            [inSeconds(600, "tea", latenessLimit: 9_000)], addedAt: DaemonHarness.start.addingTimeInterval(-7_200))
        try harness.daemon.start()
        #expect(harness.poster.summaries == ["tea"])
    }

    /// Several missed at once make one summary popup; each is delivered and marked posted.
    @Test func severalMissedMakeOneSummary() throws {
        let harness = DaemonHarness()
        let added = DaemonHarness.start.addingTimeInterval(-7_200)
        try harness.store([inSeconds(600, "tea"), inSeconds(1_200, "cake"), inSeconds(1_800, "soup")], addedAt: added)
        try harness.daemon.start()
        #expect(harness.poster.summaries == ["3 missed reminders"])
        #expect(harness.signals.deliveredIdentifiers == ["tea", "cake", "soup"])
        let lines = try #require(harness.poster.posts.first?.message.body).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("tea (due ") == true)
        #expect(try harness.scheduler.unposted().isEmpty)
        #expect(try harness.delivered().count == 3)
    }

    /// An on-time popup and a missed one at the same start keep their own popups; the one
    /// dropped for its lateness limit has none.
    @Test func summaryHoldsOnlyTheLateOnesThatPopUp() throws {
        let harness = DaemonHarness()
        let added = DaemonHarness.start.addingTimeInterval(-7_200)
        try harness.store(
            [inSeconds(600, "tea"), inSeconds(1_200, "cake"), inSeconds(1_800, "soup", latenessLimit: 60)],
            addedAt: added)
        try harness.store([immediate("now")], addedAt: DaemonHarness.start)
        try harness.daemon.start()
        #expect(harness.poster.summaries == ["now", "2 missed reminders"])
        #expect(harness.signals.deliveredIdentifiers == ["tea", "cake", "soup", "now"])
    }

    /// Popups claimed but not posted before a crash are queued again at start, once.
    @Test func unpostedPopupsFromBeforeArePostedAgain() throws {
        let before = DaemonHarness()
        before.poster.outcome = .hold
        try before.daemon.start()
        try before.add(immediate("tea"))

        let harness = DaemonHarness(repository: before.repository)
        try harness.daemon.start()
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.logLines.contains("1 popup(s) from before were not posted yet; queued again"))
        #expect(harness.signals.delivered.isEmpty)
        #expect(try harness.scheduler.unposted().isEmpty)
    }

    /// A floating reminder stored under another zone moves to the local time of the zone
    /// remindd starts in.
    @Test func floatingReminderFollowsAZoneChangedWhileOff() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let before = DaemonHarness(timeZone: berlin)
        try before.store([daily(hour: 18, "walk")], addedAt: DaemonHarness.start)
        let stored = try before.repository.allPending()
        #expect(stored.first?.nextFireDate == DaemonHarness.start.addingTimeInterval(4 * 3_600))

        let harness = DaemonHarness(timeZone: DaemonHarness.utc, repository: before.repository)
        try harness.daemon.start()
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(6 * 3_600))
        #expect(harness.logLines.contains("1 reminder(s) moved to the local time of GMT"))
    }

    /// The categories apps registered before are used for the popups after a start.
    @Test func registeredCategoriesAreReadAtStart() throws {
        let harness = DaemonHarness()
        let category = NotificationCategory(
            identifier: "item", actions: [NotificationAction(identifier: "done", title: "Mark Done")])
        try harness.repository.setCategories([category], appIdentifier: DaemonHarness.app)
        try harness.store([immediate("tea", category: "item")], addedAt: DaemonHarness.start)
        try harness.daemon.start()
        #expect(harness.poster.posts.first?.message.actions.map(\.key) == ["default", "done"])
    }

    /// A start with nothing stored posts nothing and leaves the timer disarmed.
    @Test func emptyStartIsQuiet() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        #expect(harness.poster.posts.isEmpty)
        #expect(harness.timer.armings == [nil])
        #expect(harness.logLines.contains("nothing pending; timer disarmed"))
    }
}
