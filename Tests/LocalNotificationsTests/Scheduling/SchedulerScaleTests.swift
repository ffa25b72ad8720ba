import Foundation
import LocalNotifications
import Testing

/// Many pending requests at once: correctness only, no timing.
@Suite("Scheduler with 10 000 pending requests")
struct SchedulerScaleTests {
    /// 10 000 requests added in one call: the wake-up is the minimum, and a scan when 100 are
    /// due delivers exactly those 100.
    @Test func tenThousandPending() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let count = 10_000
        // 7919 is prime to 10 000, so the minutes are a permutation of 1...10 000 and the
        // soonest request sits in the middle of the batch.
        let requests = (0..<count).map { index in
            makeRequest(String(format: "r%05d", index), interval(TimeInterval((index * 7_919) % count + 1) * 60))
        }
        let scheduled = try harness.scheduler.add(requests, appIdentifier: testApp)
        #expect(scheduled.count == count)
        #expect(try harness.repository.allPending().count == count)
        #expect(
            isoString(try harness.scheduler.nextWakeUp(), in: harness.clock.timeZone) == "2024-06-01T10:01:00+02:00")

        harness.clock.advance(by: 100 * 60)
        let batch = try harness.scheduler.fireDue()
        #expect(batch.delivered.count == 100)
        #expect(Set(batch.delivered.map(\.identifier)).count == 100)
        #expect(batch.delivered.allSatisfy { $0.occurrenceDate <= harness.clock.now })
        // Only the slot at 100 minutes is within `FireRules.lateAfter` of the scan.
        #expect(batch.delivered.filter { !$0.late }.count == 1)
        #expect(try harness.repository.allPending().count == count - 100)
        #expect(
            isoString(try harness.scheduler.nextWakeUp(), in: harness.clock.timeZone) == "2024-06-01T11:41:00+02:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
    }
}
