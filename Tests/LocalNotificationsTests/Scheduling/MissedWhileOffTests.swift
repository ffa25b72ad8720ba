import Foundation
import LocalNotifications
import Testing

/// Occurrences missed while the machine was off or asleep: late, once, or dropped as missed.
@Suite("Missed while off")
struct MissedWhileOffTests {
    /// A one-shot due at T and scanned at T+3h fires once, late, and is no longer pending.
    @Test func oneShotFiresOnceLate() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("dentist", once(year: 2024, month: 6, day: 1, hour: 9)))
        try harness.set("2024-06-01T12:00:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.count == 1)
        let delivery = try #require(batch.delivered.first)
        #expect(delivery.identifier == "dentist")
        #expect(isoString(delivery.occurrenceDate, in: harness.clock.timeZone) == "2024-06-01T09:00:00+02:00")
        #expect(isoString(delivery.deliveredAt, in: harness.clock.timeZone) == "2024-06-01T12:00:00+02:00")
        #expect(delivery.late && !delivery.missed && !delivery.posted)
        #expect(batch.popups == [.single(delivery)])
        #expect(try harness.center().pendingRequests().isEmpty)
        #expect(try harness.scheduler.nextWakeUp() == nil)
    }

    /// A daily request missed for five days fires once, for its latest missed slot, and goes
    /// on with the next future slot.
    @Test func repeatingFiresOnceForAllMissedSlots() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("pills", daily(hour: 9)))
        try harness.set("2024-06-06T12:00:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.count == 1)
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-06-06T09:00:00+02:00"
            ])
        #expect(batch.delivered.first?.late == true)
        #expect(try harness.nextFire("pills") == "2024-06-07T09:00:00+02:00")
        #expect(
            try harness.center().pendingRequests().first.flatMap {
                isoString($0.lastFireDate, in: harness.clock.timeZone)
            }
                == "2024-06-06T09:00:00+02:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
    }

    /// A batch lists its occurrences in due order, a repeating request by the slot it fired
    /// for (not by the first slot it missed), so a summary popup reads oldest first.
    @Test func batchIsInDueOrder() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("pills", daily(hour: 9)))
        try harness.center().add(makeRequest("dentist", once(year: 2024, month: 6, day: 3, hour: 10)))
        try harness.set("2024-06-06T12:00:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.map(\.identifier) == ["dentist", "pills"])
        #expect(batch.popups.flatMap(\.deliveries).map(\.identifier) == ["dentist", "pills"])
    }

    /// An occurrence is late only when more than `FireRules.lateAfter` (1 s) past its due time.
    @Test(arguments: [(0.0, false), (0.5, false), (1, false), (1.5, true), (3_600, true)])
    func lateThreshold(secondsLate: TimeInterval, late: Bool) throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("t", once(year: 2024, month: 6, day: 1, hour: 9)))
        try harness.set("2024-06-01T09:00:00+02:00")
        harness.clock.advance(by: secondsLate)
        #expect(try harness.scheduler.fireDue().delivered.map(\.late) == [late])
    }

    /// Past its lateness limit an occurrence is recorded as missed and posted, without a popup
    /// and without waiting in the unposted queue.
    @Test func latenessLimitDropsThePopup() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(
            makeRequest("standup", once(year: 2024, month: 6, day: 1, hour: 9), latenessLimit: 600))
        try harness.set("2024-06-01T10:00:00+02:00")
        let batch = try harness.scheduler.fireDue()
        let delivery = try #require(batch.delivered.first)
        #expect(batch.delivered.count == 1)
        #expect(delivery.late && delivery.missed && delivery.posted)
        #expect(batch.popups.isEmpty)
        #expect(try harness.scheduler.unposted().isEmpty)
        #expect(try harness.center().deliveredNotifications().map(\.missed) == [true])
        #expect(try harness.center().pendingRequests().isEmpty)
    }

    /// Within its lateness limit an occurrence still pops up, marked late.
    @Test func withinLatenessLimitStillPopsUp() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(
            makeRequest("standup", once(year: 2024, month: 6, day: 1, hour: 9), latenessLimit: 600))
        try harness.set("2024-06-01T09:10:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.map(\.missed) == [false])
        #expect(batch.delivered.map(\.late) == [true])
        #expect(batch.popups.count == 1)
    }

    /// Several late ones of one app in one scan give exactly one summary popup for that app;
    /// on-time ones at the same second each keep a popup; another app's single late one keeps
    /// its own; a missed one gets none but is still delivered.
    @Test func severalLateOnesGiveOneSummary() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T08:00:00+02:00", zone: "Europe/Berlin")
        let app = harness.center("org.example.A")
        for id in ["late-1", "late-2", "late-3"] {
            try app.add(makeRequest(id, once(year: 2024, month: 6, day: 1, hour: 9)))
        }
        try app.add(makeRequest("late-missed", once(year: 2024, month: 6, day: 1, hour: 9), latenessLimit: 60))
        for id in ["now-1", "now-2"] {
            try app.add(makeRequest(id, once(year: 2024, month: 6, day: 1, hour: 12)))
        }
        try harness.center("org.example.B").add(makeRequest("late-b", once(year: 2024, month: 6, day: 1, hour: 10)))
        try harness.set("2024-06-01T12:00:00+02:00")

        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map(\.identifier) == [
                "late-1", "late-2", "late-3", "late-missed", "late-b", "now-1", "now-2",
            ])
        let popups = batch.popups
        #expect(popups.count == 4)
        guard popups.count == 4 else { return }
        #expect(popups[0] == .single(batch.delivered[5]))
        #expect(popups[1] == .single(batch.delivered[6]))
        #expect(popups[2] == .summary(appIdentifier: "org.example.A", Array(batch.delivered[0...2])))
        #expect(popups[3] == .single(batch.delivered[4]))
        #expect(popups.filter { if case .summary = $0 { true } else { false } }.count == 1)
        #expect(popups.flatMap(\.deliveries).map(\.identifier).contains("late-missed") == false)
        #expect(try app.deliveredNotifications().count == 6)
    }
}
