import Foundation
import LocalNotifications
import Testing

/// A repeating request that missed several slots fires for the latest of them, and its
/// lateness is measured from that slot, not from the first one it missed.
@Suite("Latest missed slot")
struct LatestMissedSlotTests {
    /// A daily 09:00 with a one-hour lateness limit, missed for five days and scanned at
    /// 09:10: ten minutes late for today's slot, so it pops up, late but not missed.
    @Test func latenessLimitCountsFromLatestSlot() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("pills", daily(hour: 9), latenessLimit: 3_600))
        try harness.set("2024-06-06T09:10:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.count == 1)
        let delivery = try #require(batch.delivered.first)
        #expect(isoString(delivery.occurrenceDate, in: harness.clock.timeZone) == "2024-06-06T09:00:00+02:00")
        #expect(delivery.late && !delivery.missed)
        #expect(batch.popups == [.single(delivery)])
        #expect(try harness.nextFire("pills") == "2024-06-07T09:00:00+02:00")
    }

    /// An hourly repeating interval with a one-hour lateness limit, scanned 5 h 30 min after
    /// it was added, fires once for the slot at +5 h (late, not missed) and goes on at +6 h.
    @Test func repeatingIntervalFiresForLatestSlot() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("stretch", interval(3_600, repeats: true), latenessLimit: 3_600))
        harness.clock.advance(by: 5 * 3_600 + 1_800)
        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-06-01T15:00:00+02:00"
            ])
        #expect(batch.delivered.map(\.late) == [true])
        #expect(batch.delivered.map(\.missed) == [false])
        #expect(try harness.nextFire("stretch") == "2024-06-01T16:00:00+02:00")
    }

    /// Second Tuesdays missed from January to April fire once, for April's, and go on in May.
    @Test func weekdayOrdinalFiresForLatestSlot() throws {
        let harness = try SchedulerHarness(now: "2024-01-01T00:00:00+01:00", zone: "Europe/Berlin")
        let trigger = CalendarTrigger(hour: 9, weekday: 3, weekdayOrdinal: 2, repeats: true)
        try harness.center().add(makeRequest("meeting", .calendar(trigger)))
        try harness.set("2024-04-20T12:00:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-04-09T09:00:00+02:00"
            ])
        #expect(try harness.nextFire("meeting") == "2024-05-14T09:00:00+02:00")
    }

    /// Missed across Berlin's spring-forward day, with a one-hour lateness limit: at 04:00
    /// CEST the latest slot is the shifted 03:30 CEST, half an hour ago, so it is not missed.
    @Test func latestSlotInGapIsShiftedTime() throws {
        let harness = try SchedulerHarness(now: "2024-03-29T12:00:00+01:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 30), latenessLimit: 3_600))
        try harness.set("2024-03-31T04:00:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-03-31T03:30:00+02:00"
            ])
        #expect(batch.delivered.map(\.missed) == [false])
        #expect(try harness.nextFire("night") == "2024-04-01T02:30:00+02:00")
    }

    /// Missed across Berlin's fall-back night: the latest slot is the first pass of 02:30
    /// (CEST), never the second.
    @Test func latestSlotInFoldIsFirstPass() throws {
        let harness = try SchedulerHarness(now: "2024-10-25T12:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 30)))
        try harness.set("2024-10-27T03:00:00+01:00")
        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-10-27T02:30:00+02:00"
            ])
        #expect(try harness.nextFire("night") == "2024-10-28T02:30:00+01:00")
    }
}
