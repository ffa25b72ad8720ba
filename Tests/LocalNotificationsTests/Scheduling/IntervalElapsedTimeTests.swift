import Foundation
import LocalNotifications
import Testing

/// Interval triggers count elapsed time: setting the wall clock forward or back does not
/// make them early or late, a repeating one keeps its period, and a reboot keeps the
/// remaining time on the wall clock.
@Suite("Interval triggers count elapsed time")
struct IntervalElapsedTimeTests {
    private static func harness() throws -> SchedulerHarness {
        try SchedulerHarness(now: "2026-06-01T10:00:00+02:00", zone: "Europe/Berlin")
    }

    /// A 2-hour interval; the clock is set an hour forward: nothing fires, and it fires when
    /// two hours of real time have passed, on the new wall clock at 13:00.
    @Test func clockSetForwardDoesNotFireEarly() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", interval(7_200)))
        harness.clock.setWallClock(by: 3_600)
        #expect(try harness.scheduler.recomputeFireDates() == 1)
        #expect(try harness.scheduler.fireDue().isEmpty)
        #expect(try harness.nextFire("tea") == "2026-06-01T13:00:00+02:00")

        harness.clock.advance(by: 7_199)
        #expect(try harness.scheduler.fireDue().isEmpty)
        harness.clock.advance(by: 1)
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.map(\.identifier) == ["tea"])
        #expect(batch.delivered.first?.late == false)
    }

    /// The clock set an hour back: the interval fires after two hours of real time, on
    /// the new wall clock at 11:00, not an hour late.
    @Test func clockSetBackDoesNotFireLate() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", interval(7_200)))
        harness.clock.setWallClock(by: -3_600)
        #expect(try harness.scheduler.recomputeFireDates() == 1)
        #expect(try harness.nextFire("tea") == "2026-06-01T11:00:00+02:00")
        harness.clock.advance(by: 7_200)
        #expect(try harness.scheduler.fireDue().delivered.map(\.late) == [false])
    }

    /// A repeating 10-minute interval keeps its period across a clock set: the next slots
    /// are 10 real minutes apart, and nothing fires twice.
    @Test func repeatingIntervalKeepsItsPeriod() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("stretch", interval(600, repeats: true)))
        harness.clock.advance(by: 600)
        #expect(try harness.scheduler.fireDue().delivered.count == 1)
        harness.clock.advance(by: 120)
        harness.clock.setWallClock(by: -1_800)
        try harness.scheduler.recomputeFireDates()
        #expect(try harness.scheduler.fireDue().isEmpty)
        harness.clock.advance(by: 479)
        #expect(try harness.scheduler.fireDue().isEmpty)
        harness.clock.advance(by: 1)
        #expect(try harness.scheduler.fireDue().delivered.map(\.late) == [false])
        #expect(
            try harness.nextFire("stretch")
                == isoString(harness.clock.now.addingTimeInterval(600), in: harness.clock.timeZone))
    }

    /// Real time passing (or the machine asleep) moves both clocks: nothing is rebased.
    @Test func timePassingChangesNothing() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", interval(7_200)))
        harness.clock.advance(by: 5_000)
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.nextFire("tea") == "2026-06-01T12:00:00+02:00")
    }

    /// After a reboot the time switched off counts on the wall clock: the request keeps its
    /// wall date, takes an anchor in the new boot, and a later clock set is then followed.
    @Test func rebootKeepsTheWallDate() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("tea", interval(7_200)))
        harness.clock.reboot(after: 1_800, newBoot: "boot-2")
        #expect(try harness.scheduler.recomputeFireDates() == 1)
        #expect(try harness.nextFire("tea") == "2026-06-01T12:00:00+02:00")
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        harness.clock.setWallClock(by: 600)
        #expect(try harness.scheduler.recomputeFireDates() == 1)
        #expect(try harness.nextFire("tea") == "2026-06-01T12:10:00+02:00")
    }

    /// Calendar triggers follow the wall clock: a set clock does not move them.
    @Test func calendarTriggersAreNotRebased() throws {
        let harness = try Self.harness()
        try harness.center().add(makeRequest("daily", daily(hour: 14)))
        harness.clock.setWallClock(by: 3_600)
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.nextFire("daily") == "2026-06-01T14:00:00+02:00")
    }
}
