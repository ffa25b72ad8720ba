import Foundation
import LocalNotifications
import Testing

/// The scheduler firing across daylight-saving changes, scan by scan.
@Suite("Firing across daylight saving")
struct DaylightSavingFiringTests {
    /// Berlin's fold: daily 02:30 fires once at 02:30 CEST; the second 02:30 (CET) delivers
    /// nothing, and the next one is the 28th.
    @Test func berlinFoldFiresOnce() throws {
        let harness = try SchedulerHarness(now: "2024-10-26T12:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 30)))
        #expect(try harness.nextFire("night") == "2024-10-27T02:30:00+02:00")
        try harness.set("2024-10-27T02:30:00+02:00")
        #expect(try harness.scheduler.fireDue().delivered.count == 1)
        #expect(try harness.nextFire("night") == "2024-10-28T02:30:00+01:00")
        try harness.set("2024-10-27T02:30:00+01:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
    }

    /// Berlin's fold, scanned a minute late: daily 02:30 scanned at 02:31 CEST fires once,
    /// goes on to the 28th (not to 02:30 CET the same night), and the second pass delivers nothing.
    @Test func berlinFoldLateScanFiresOnce() throws {
        let harness = try SchedulerHarness(now: "2024-10-26T12:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 30)))
        try harness.set("2024-10-27T02:31:00+02:00")
        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-10-27T02:30:00+02:00"
            ])
        #expect(try harness.nextFire("night") == "2024-10-28T02:30:00+01:00")
        try harness.set("2024-10-27T02:45:00+01:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
        #expect(try harness.nextFire("night") == "2024-10-28T02:30:00+01:00")
    }

    /// New York's fold, scanned ten minutes late: daily 01:30 scanned at 01:40 EDT fires once
    /// and goes on to the 4th; 01:40 EST the same night delivers nothing.
    @Test func newYorkFoldLateScanFiresOnce() throws {
        let harness = try SchedulerHarness(now: "2024-11-02T12:00:00-04:00", zone: "America/New_York")
        try harness.center().add(makeRequest("night", daily(hour: 1, minute: 30)))
        try harness.set("2024-11-03T01:40:00-04:00")
        let batch = try harness.scheduler.fireDue()
        #expect(
            batch.delivered.map { isoString($0.occurrenceDate, in: harness.clock.timeZone) } == [
                "2024-11-03T01:30:00-04:00"
            ])
        #expect(try harness.nextFire("night") == "2024-11-04T01:30:00-05:00")
        try harness.set("2024-11-03T01:40:00-05:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
        #expect(try harness.nextFire("night") == "2024-11-04T01:30:00-05:00")
    }

    /// Berlin's gap: daily 02:30 fires at 03:30 CEST, then at 02:30 the next day.
    @Test func berlinGapFiresShifted() throws {
        let harness = try SchedulerHarness(now: "2024-03-30T12:00:00+01:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 30)))
        #expect(try harness.nextFire("night") == "2024-03-31T03:30:00+02:00")
        try harness.set("2024-03-31T03:30:00+02:00")
        #expect(try harness.scheduler.fireDue().delivered.map(\.late) == [false])
        #expect(try harness.nextFire("night") == "2024-04-01T02:30:00+02:00")
    }

    /// Lord Howe's 30-minute gap: daily 02:15 fires at 02:45 on the day of the change.
    @Test func lordHoweGapFiresSameDay() throws {
        let harness = try SchedulerHarness(now: "2024-10-05T12:00:00+10:30", zone: "Australia/Lord_Howe")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 15)))
        #expect(try harness.nextFire("night") == "2024-10-06T02:45:00+11:00")
        try harness.set("2024-10-06T02:45:00+11:00")
        #expect(try harness.scheduler.fireDue().delivered.count == 1)
        #expect(try harness.nextFire("night") == "2024-10-07T02:15:00+11:00")
    }

    /// Lord Howe's 30-minute fold: daily 01:45 fires once, at its first pass.
    @Test func lordHoweFoldFiresOnce() throws {
        let harness = try SchedulerHarness(now: "2024-04-06T12:00:00+11:00", zone: "Australia/Lord_Howe")
        try harness.center().add(makeRequest("night", daily(hour: 1, minute: 45)))
        try harness.set("2024-04-07T01:45:00+11:00")
        #expect(try harness.scheduler.fireDue().delivered.count == 1)
        #expect(try harness.nextFire("night") == "2024-04-08T01:45:00+10:30")
        try harness.set("2024-04-07T01:45:00+10:30")
        #expect(try harness.scheduler.fireDue().isEmpty)
    }

    /// A 3600 s timer added at 01:30 CET on the spring-forward day fires one real hour later.
    @Test func hourTimerAcrossSpringForward() throws {
        let harness = try SchedulerHarness(now: "2024-03-31T01:30:00+01:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("timer", interval(3_600)))
        #expect(try harness.nextFire("timer") == "2024-03-31T03:30:00+02:00")
        harness.clock.advance(by: 3_599)
        #expect(try harness.scheduler.fireDue().isEmpty)
        harness.clock.advance(by: 1)
        #expect(try harness.scheduler.fireDue().delivered.map(\.identifier) == ["timer"])
    }

    /// A repeating 86400 s timer counts elapsed seconds across the change: 13:00 CEST after
    /// 12:00 CET, and 13:00 again the day after.
    @Test func dailyTimerCountsElapsedSeconds() throws {
        let harness = try SchedulerHarness(now: "2024-03-30T12:00:00+01:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("timer", interval(86_400, repeats: true)))
        #expect(try harness.nextFire("timer") == "2024-03-31T13:00:00+02:00")
        harness.clock.advance(by: 86_400)
        #expect(try harness.scheduler.fireDue().delivered.count == 1)
        #expect(try harness.nextFire("timer") == "2024-04-01T13:00:00+02:00")
    }

    /// Apia skipped 2011-12-30: a daily 09:00 added on the 29th fires on the 31st.
    @Test func apiaSkippedDay() throws {
        let harness = try SchedulerHarness(now: "2011-12-29T12:00:00-10:00", zone: "Pacific/Apia")
        try harness.center().add(makeRequest("morning", daily(hour: 9)))
        #expect(try harness.nextFire("morning") == "2011-12-31T09:00:00+14:00")
    }
}
