import Foundation
import LocalNotifications
import Testing

/// At start the scheduler does only what changed since the fire dates were last computed:
/// nothing in the same zone, boot and clock; new elapsed anchors after a reboot; every
/// request again after the zone changed or the clock was set.
@Suite("Recomputing at start")
struct StartRecomputeTests {
    private static func harness() throws -> SchedulerHarness {
        try SchedulerHarness(now: "2026-06-01T10:00:00+02:00", zone: "Europe/Berlin")
    }

    /// Stores `identifier` with a next fire date no recompute would give, to show whether one ran.
    private static func mark(_ harness: SchedulerHarness, _ identifier: String, at date: Date) throws {
        var stored = try #require(try harness.repository.allPending().first { $0.identifier == identifier })
        stored.nextFireDate = date
        try harness.repository.save([stored])
    }

    /// A floating daily 09:00 computed in Berlin; started again in Berlin, the stored dates
    /// are left alone (not one request is read); started in Tokyo, it moves to 09:00 there.
    @Test func floatingRequestsAreRecomputedOnlyWhenTheZoneChanged() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", daily(hour: 9)))
        try harness.scheduler.recomputeFireDates()
        let marker = try isoDate("2026-06-05T09:00:00+02:00")
        try Self.mark(harness, "tea", at: marker)

        harness.clock.advance(by: 60)
        #expect(try harness.scheduler.recomputeIfTimeMoved() == 0)
        #expect(try harness.nextFire("tea") == "2026-06-05T09:00:00+02:00")

        harness.clock.timeZone = try timeZone("Asia/Tokyo")
        #expect(try harness.scheduler.recomputeIfTimeMoved() == 1)
        #expect(try harness.nextFire("tea") == "2026-06-02T09:00:00+09:00")
        #expect(try harness.repository.timeBase()?.zoneIdentifier == "Asia/Tokyo")
    }

    /// Without a stored time base (a store from an older remindd) every request is computed again.
    @Test func withoutAStoredBaseEverythingIsRecomputed() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", daily(hour: 9)))
        try Self.mark(harness, "tea", at: try isoDate("2026-06-05T09:00:00+02:00"))
        #expect(try harness.repository.timeBase() == nil)
        #expect(try harness.scheduler.recomputeIfTimeMoved() == 1)
        #expect(try harness.nextFire("tea") == "2026-06-02T09:00:00+02:00")
    }

    /// The clock set while remindd was not running: interval requests move by the change.
    @Test func aClockSetMeanwhileRecomputes() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", interval(7_200)))
        try harness.scheduler.recomputeFireDates()
        harness.clock.setWallClock(by: 3_600)
        #expect(try harness.scheduler.recomputeIfTimeMoved() == 1)
        #expect(try harness.nextFire("tea") == "2026-06-01T13:00:00+02:00")
    }

    /// After a reboot an interval request keeps its wall-clock date and reads its elapsed
    /// anchor again in the new boot, as a full recompute would; a calendar request is not read.
    @Test func aRebootGivesIntervalsNewAnchorsAndLeavesTheRest() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", interval(7_200)))
        try harness.center().add(makeRequest("walk", daily(hour: 9)))
        try harness.scheduler.recomputeFireDates()
        try Self.mark(harness, "walk", at: try isoDate("2026-06-05T09:00:00+02:00"))
        let before = try #require(try harness.repository.allPending().first { $0.identifier == "tea" })
        harness.clock.reboot(after: 600, newBoot: "boot-2")
        let expected = try #require(IntervalRebase.rebased(before, on: harness.clock)).elapsedAnchor

        #expect(try harness.scheduler.recomputeIfTimeMoved() == 0)
        let tea = try #require(try harness.repository.allPending().first { $0.identifier == "tea" })
        #expect(tea.elapsedAnchor?.bootIdentifier == "boot-2")
        #expect(tea.elapsedAnchor == expected)
        #expect(try harness.nextFire("tea") == "2026-06-01T12:00:00+02:00")
        #expect(try harness.nextFire("walk") == "2026-06-05T09:00:00+02:00")
        #expect(try harness.scheduler.recomputeIfTimeMoved() == 0)
    }

    /// What a start has to do, from the stored base and the one the clock reads now.
    @Test func changeSinceTheStoredBase() {
        let base = TimeBase(zoneIdentifier: "Europe/Berlin", bootIdentifier: "b", wallMinusElapsed: 1_000)
        #expect(base.change(since: nil) == .recompute)
        #expect(base.change(since: base) == .none)
        var drifted = base
        drifted.wallMinusElapsed += IntervalRebase.tolerance / 2
        #expect(base.change(since: drifted) == .none)
        drifted.wallMinusElapsed += IntervalRebase.tolerance
        #expect(base.change(since: drifted) == .recompute)
        var otherBoot = base
        otherBoot.bootIdentifier = "a"
        otherBoot.wallMinusElapsed = 5
        #expect(base.change(since: otherBoot) == .newBoot)
        var otherZone = otherBoot
        otherZone.zoneIdentifier = "Asia/Tokyo"
        #expect(base.change(since: otherZone) == .recompute)
    }

    /// A recompute reads the store in pages, so more requests than a page all move.
    @Test func recomputeGoesThroughEveryPage() throws {
        let harness = try Self.harness()
        let count = NotificationScheduler.pageSize * 2 + 7
        try harness.scheduler.add(
            (0..<count).map { makeRequest("r\($0)", daily(hour: 9)) }, appIdentifier: testApp)
        harness.clock.timeZone = try timeZone("Asia/Tokyo")
        #expect(try harness.scheduler.recomputeIfTimeMoved() == count)
        let dates = Set(try harness.repository.allPending().map(\.nextFireDate))
        #expect(dates == [try isoDate("2026-06-02T09:00:00+09:00")])
    }
}
