import Foundation
import LocalNotifications
import Testing

/// The manual clock tests drive the scheduler with.
@Suite("Manual wall clock")
struct ManualWallClockTests {
    /// The clock stands still and moves only when told, either way.
    @Test func movesOnlyWhenTold() throws {
        let start = try isoDate("2024-06-01T10:00:00+02:00")
        let clock = ManualWallClock(now: start, timeZone: try timeZone("Europe/Berlin"))
        #expect(clock.now == start)
        clock.advance(by: 3_600)
        #expect(isoString(clock.now, in: clock.timeZone) == "2024-06-01T11:00:00+02:00")
        clock.advance(by: -7_200)
        #expect(isoString(clock.now, in: clock.timeZone) == "2024-06-01T09:00:00+02:00")
    }

    /// The zone can be changed, as when the user travels.
    @Test func zoneCanChange() throws {
        let clock = ManualWallClock(
            now: try isoDate("2024-06-01T10:00:00+02:00"), timeZone: try timeZone("Europe/Berlin"))
        clock.timeZone = try timeZone("Asia/Tokyo")
        #expect(isoString(clock.now, in: clock.timeZone) == "2024-06-01T17:00:00+09:00")
    }
}
