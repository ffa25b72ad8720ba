import Foundation
import LocalNotifications
import Testing

/// Popups posted again until the user acts on them (`repeatInterval`, `repeatCount`).
@Suite("Nagging")
struct NaggingTests {
    /// A request that nags every `interval` seconds, at most `count` times (0: until acknowledged).
    func nagging(_ identifier: String, every interval: TimeInterval, count: Int = 0) -> NotificationRequest {
        var request = makeRequest(identifier, .immediate)
        request.repeatInterval = interval
        request.repeatCount = count
        return request
    }

    /// The popup comes again every interval, the timer armed for it, until the count runs
    /// out: the first popup and `count` repeats.
    @Test func repeatsUntilTheCountRunsOut() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(nagging("pills", every: 120, count: 2))
        #expect(try harness.scheduler.fireDue().popups.count == 1)
        #expect(try harness.scheduler.nextWakeUp() == harness.clock.now.addingTimeInterval(120))
        harness.clock.advance(by: 119)
        #expect(try harness.scheduler.fireDue().isEmpty)
        harness.clock.advance(by: 1)
        let again = try harness.scheduler.fireDue()
        #expect(again.delivered.isEmpty)
        #expect(again.repeated.map(\.identifier) == ["pills"])
        #expect(again.popups.count == 1)
        harness.clock.advance(by: 120)
        #expect(try harness.scheduler.fireDue().repeated.count == 1)
        #expect(try harness.scheduler.nextWakeUp() == nil)
        harness.clock.advance(by: 600)
        #expect(try harness.scheduler.fireDue().isEmpty)
    }

    /// An acknowledgement ends the repeats; a request that does not nag is not counted.
    @Test func acknowledgementEndsTheRepeats() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(nagging("pills", every: 60))
        try harness.center().add(makeRequest("plain", .immediate))
        let batch = try harness.scheduler.fireDue()
        #expect(try harness.scheduler.stopNagging(batch.delivered) == 1)
        harness.clock.advance(by: 3_600)
        #expect(try harness.scheduler.fireDue().isEmpty)
        #expect(try harness.scheduler.nextWakeUp() == nil)
    }

    /// A clock set back an hour does not put the next repeat off by the hour: a recompute
    /// brings it to an interval from the new now.
    @Test func clockSetBackKeepsTheRepeatNear() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(nagging("pills", every: 120))
        _ = try harness.scheduler.fireDue()
        harness.clock.setWallClock(by: -3_600)
        try harness.scheduler.recomputeFireDates()
        #expect(try harness.scheduler.nextWakeUp() == harness.clock.now.addingTimeInterval(120))
    }

    /// Cancelling the request ends the repeats of its delivered popup.
    @Test func cancellingEndsTheRepeats() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(nagging("pills", every: 60))
        _ = try harness.scheduler.fireDue()
        try harness.center().removePendingRequests(withIdentifiers: ["pills"])
        harness.clock.advance(by: 60)
        #expect(try harness.scheduler.fireDue().isEmpty)
    }

    /// An interval under a minute, a negative count, or a count without an interval is refused.
    @Test func badValuesAreRefused() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        #expect(throws: NotificationError.self) { try harness.center().add(nagging("a", every: 59)) }
        #expect(throws: NotificationError.self) { try harness.center().add(nagging("b", every: 60, count: -1)) }
        var countOnly = makeRequest("c", .immediate)
        countOnly.repeatCount = 3
        #expect(throws: NotificationError.self) { try harness.center().add(countOnly) }
        #expect(try harness.center().pendingRequests().isEmpty)
    }
}
