import Foundation
import LocalNotifications
import Testing

/// Recomputing fire dates in the middle of a daylight-saving change: a recompute must
/// neither bring back the second pass of a fold nor drop the shifted time of a gap.
@Suite("Recomputing across daylight saving")
struct DaylightSavingRecomputeTests {
    /// Berlin's fold: daily 02:30 fired on time at 02:30 CEST; a recompute at 02:40 CEST moves
    /// nothing and leaves the next fire on the 28th, so 02:30 CET delivers nothing.
    @Test func berlinFoldRecomputeKeepsTomorrow() throws {
        let harness = try SchedulerHarness(now: "2024-10-26T12:00:00+02:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 30)))
        try harness.set("2024-10-27T02:30:00+02:00")
        #expect(try harness.scheduler.fireDue().delivered.map(\.late) == [false])
        try harness.set("2024-10-27T02:40:00+02:00")
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.nextFire("night") == "2024-10-28T02:30:00+01:00")
        try harness.set("2024-10-27T02:30:00+01:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
    }

    /// Berlin's gap: daily 02:30 is due at 03:30 CEST on the 31st; a recompute at 03:10 CEST,
    /// inside the shifted hour, keeps that occurrence, which then fires on time.
    @Test func berlinGapRecomputeKeepsShiftedTime() throws {
        let harness = try SchedulerHarness(now: "2024-03-30T12:00:00+01:00", zone: "Europe/Berlin")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 30)))
        #expect(try harness.nextFire("night") == "2024-03-31T03:30:00+02:00")
        try harness.set("2024-03-31T03:10:00+02:00")
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.nextFire("night") == "2024-03-31T03:30:00+02:00")
        try harness.set("2024-03-31T03:30:00+02:00")
        #expect(try harness.scheduler.fireDue().delivered.map(\.late) == [false])
        #expect(try harness.nextFire("night") == "2024-04-01T02:30:00+02:00")
    }

    /// Lord Howe's 30-minute gap: daily 02:15 is due at 02:45 on 2024-10-06; a recompute at
    /// 02:40, after the gap closed, keeps that occurrence.
    @Test func lordHoweGapRecomputeKeepsShiftedTime() throws {
        let harness = try SchedulerHarness(now: "2024-10-05T12:00:00+10:30", zone: "Australia/Lord_Howe")
        try harness.center().add(makeRequest("night", daily(hour: 2, minute: 15)))
        try harness.set("2024-10-06T02:40:00+11:00")
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.nextFire("night") == "2024-10-06T02:45:00+11:00")
    }
}
