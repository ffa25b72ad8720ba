import Foundation
import LocalNotifications
import Testing

/// Recomputing fire dates after the clock was set or the time zone changed.
@Suite("Clock and time zone changes")
struct ClockChangeTests {
    /// A daily 14:00 request fires at 14:00; the clock is set back two hours and fire dates
    /// are recomputed; at 14:00 again nothing is delivered twice, and the next fire is tomorrow.
    @Test func clockSetBackDoesNotRepeat() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("tea", daily(hour: 14)))
        try harness.set("2024-06-01T14:00:00+02:00")
        #expect(try harness.scheduler.fireDue().delivered.map(\.identifier) == ["tea"])

        harness.clock.advance(by: -2 * 3_600)
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.nextFire("tea") == "2024-06-02T14:00:00+02:00")

        try harness.set("2024-06-01T14:00:00+02:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
        #expect(try harness.nextFire("tea") == "2024-06-02T14:00:00+02:00")
        #expect(try harness.center().deliveredNotifications().count == 1)
    }

    /// After a change of zone a floating trigger moves to the new local time, and one with a
    /// time zone identifier keeps its instant.
    @Test func floatingFollowsTheZoneFixedDoesNot() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("floating", daily(hour: 9)))
        try harness.center().add(makeRequest("fixed", daily(hour: 9, timeZoneIdentifier: "Europe/Berlin")))
        let berlin = try timeZone("Europe/Berlin")
        #expect(try harness.nextFire("floating") == "2024-06-02T09:00:00+02:00")
        #expect(try harness.nextFire("fixed") == "2024-06-02T09:00:00+02:00")

        harness.clock.timeZone = try timeZone("America/New_York")
        #expect(try harness.scheduler.recomputeFireDates() == 1)
        #expect(try harness.nextFire("floating") == "2024-06-01T09:00:00-04:00")
        #expect(try harness.nextFire("fixed", in: berlin) == "2024-06-02T09:00:00+02:00")
        #expect(try harness.center().pendingRequests().map(\.identifier) == ["floating", "fixed"])
    }

    /// A floating trigger moved by a zone change fires at the new local time.
    @Test func movedFloatingFiresAtNewLocalTime() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("floating", daily(hour: 9)))
        harness.clock.timeZone = try timeZone("Asia/Tokyo")
        try harness.scheduler.recomputeFireDates()
        #expect(try harness.nextFire("floating") == "2024-06-02T09:00:00+09:00")
        try harness.set("2024-06-02T09:00:00+09:00")
        #expect(try harness.scheduler.fireDue().delivered.map(\.identifier) == ["floating"])
        #expect(try harness.nextFire("floating") == "2024-06-03T09:00:00+09:00")
    }

    /// Interval triggers count real seconds: neither a zone change nor a recompute moves them.
    @Test func intervalsIgnoreZoneChanges() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("timer", interval(1_800)))
        harness.clock.timeZone = try timeZone("America/Los_Angeles")
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.nextFire("timer") == "2024-06-01T01:30:00-07:00")
    }

    /// A due occurrence stays due through a recompute, so it is still delivered (late), for
    /// the latest slot in the user's new zone.
    @Test func dueOccurrenceSurvivesRecompute() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("pills", daily(hour: 9)))
        try harness.set("2024-06-01T11:00:00+02:00")
        harness.clock.timeZone = try timeZone("Europe/London")
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-06-01T09:00:00+01:00"
            ])
    }

    /// A floating one-shot whose local time has already passed in the new zone stays pending,
    /// is due at once, and fires at the next scan: 12:00 is two hours ahead in Berlin but
    /// five hours past in Tokyo.
    @Test func passedFloatingOneShotFiresAfterZoneChange() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("lunch", once(year: 2024, month: 6, day: 1, hour: 12)))
        #expect(try harness.nextFire("lunch") == "2024-06-01T12:00:00+02:00")

        harness.clock.timeZone = try timeZone("Asia/Tokyo")
        try harness.scheduler.recomputeFireDates()
        #expect(try harness.center().pendingRequests().map(\.identifier) == ["lunch"])
        #expect(try harness.scheduler.due().map(\.identifier) == ["lunch"])

        #expect(try harness.scheduler.fireDue().delivered.map(\.identifier) == ["lunch"])
        #expect(try harness.center().deliveredNotifications().map(\.identifier) == ["lunch"])
        #expect(try harness.center().pendingRequests().isEmpty)
    }
}
