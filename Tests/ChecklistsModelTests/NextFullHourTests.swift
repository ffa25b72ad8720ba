import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

@Suite("The default due date: the next full hour")
struct NextFullHourTests {
    @Test(
        "The next full hour after now, in the clock's zone",
        arguments: [
            ("2026-06-15 10:20", "2026-06-15 11:00"), ("2026-06-15 10:00", "2026-06-15 11:00"),
            ("2026-06-15 10:59:59", "2026-06-15 11:00"), ("2026-06-15 23:30", "2026-06-16 00:00"),
            ("2026-12-31 23:59", "2027-01-01 00:00"),
            // Spring forward in Berlin: 02:00 to 03:00 does not exist.
            ("2026-03-29 01:20", "2026-03-29 03:00"),
        ])
    func nextFullHour(now: String, expected: String) throws {
        let harness = try ModelHarness()
        harness.clock.now = ModelHarness.date(now)
        #expect(harness.model.nextFullHour() == ModelHarness.date(expected))
    }

    @Test("Fractions of a second after the hour still give the next hour")
    func fraction() throws {
        let harness = try ModelHarness()
        harness.clock.now = ModelHarness.date("2026-06-15 10:00").addingTimeInterval(0.25)
        #expect(harness.model.nextFullHour() == ModelHarness.date("2026-06-15 11:00"))
    }

    @Test("Half-hour zones: the full hour is local")
    func halfHourZone() throws {
        let harness = try ModelHarness()
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        harness.clock.timeZone = kolkata
        harness.clock.now = ModelHarness.date("2026-06-15 10:20", in: kolkata)
        #expect(harness.model.nextFullHour() == ModelHarness.date("2026-06-15 11:00", in: kolkata))
    }
}
