import Foundation
import LocalNotifications
import Testing

/// Claiming due occurrences: once each, immediate ones at the next scan, posting bookkeeping.
@Suite("Fire due")
struct FireDueTests {
    /// Nothing is delivered before its time.
    @Test func nothingBeforeItsTime() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("soon", interval(60)))
        harness.clock.advance(by: 59)
        #expect(try harness.scheduler.fireDue().isEmpty)
        harness.clock.advance(by: 1)
        #expect(try harness.scheduler.fireDue().delivered.map(\.identifier) == ["soon"])
    }

    /// An immediate request fires at the next scan, on time, and is gone afterwards.
    @Test func immediateFiresAtNextScan() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("now", .immediate))
        #expect(
            isoString(try harness.scheduler.nextWakeUp(), in: harness.clock.timeZone) == "2024-06-01T10:00:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.map(\.identifier) == ["now"])
        #expect(batch.delivered.map(\.late) == [false])
        #expect(batch.popups.count == 1)
        #expect(try harness.center().pendingRequests().isEmpty)
    }

    /// Two scans at the same instant deliver each occurrence once, one-shot or repeating.
    @Test func twoScansAtOneInstantDeliverOnce() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("once", interval(600)))
        try harness.center().add(makeRequest("every", interval(600, repeats: true)))
        harness.clock.advance(by: 600)
        #expect(try harness.scheduler.fireDue().delivered.map(\.identifier) == ["every", "once"])
        #expect(try harness.scheduler.fireDue().isEmpty)
        #expect(try harness.nextFire("every") == "2024-06-01T10:20:00+02:00")
        #expect(try harness.nextFire("once") == nil)
    }

    /// A repeating interval fires at each slot and keeps its grid.
    @Test func repeatingIntervalKeepsItsGrid() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("every", interval(60, repeats: true)))
        var occurrences: [String] = []
        for _ in 0..<3 {
            harness.clock.advance(by: 60)
            occurrences += try harness.scheduler.fireDue().delivered.map {
                isoString($0.occurrenceDate, in: harness.clock.timeZone)
            }
        }
        #expect(occurrences == ["2024-06-01T10:01:00+02:00", "2024-06-01T10:02:00+02:00", "2024-06-01T10:03:00+02:00"])
    }

    /// Deliveries wait in the unposted queue, oldest first, until marked posted; marking is
    /// per occurrence and repeatable.
    @Test func postedBookkeeping() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center("a").add(makeRequest("first", interval(60)))
        try harness.center("b").add(makeRequest("second", interval(120)))
        harness.clock.advance(by: 60)
        let first = try harness.scheduler.fireDue().delivered
        harness.clock.advance(by: 60)
        let second = try harness.scheduler.fireDue().delivered
        #expect(try harness.scheduler.unposted().map(\.identifier) == ["first", "second"])
        #expect(try harness.scheduler.unposted().allSatisfy { !$0.posted })

        try harness.scheduler.markPosted(first)
        #expect(try harness.scheduler.unposted().map(\.identifier) == ["second"])
        #expect(try harness.center("a").deliveredNotifications().map(\.posted) == [true])

        try harness.scheduler.markPosted(second + second)
        #expect(try harness.scheduler.unposted().isEmpty)
        #expect(try harness.center("b").deliveredNotifications().map(\.posted) == [true])
    }

    /// Marking an occurrence that was never claimed changes nothing.
    @Test func markingAnUnknownOccurrenceIsHarmless() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("r", interval(60)))
        harness.clock.advance(by: 60)
        let delivered = try harness.scheduler.fireDue().delivered
        var other = try #require(delivered.first)
        other.occurrenceDate = other.occurrenceDate.addingTimeInterval(1)
        try harness.scheduler.markPosted([other])
        #expect(try harness.scheduler.unposted().map(\.identifier) == ["r"])
    }
}
