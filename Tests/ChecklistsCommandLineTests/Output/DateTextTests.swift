import Foundation
import Testing

@testable import ChecklistsCommandLine

@Suite("Dates in output")
struct DateTextTests {
    @Test("ISO 8601 with the offset of the zone at that date")
    func iso8601() {
        #expect(
            DateText.iso8601(Fixtures.date("2026-12-24 18:30:00"), in: Fixtures.zone) == "2026-12-24T18:30:00+01:00")
        #expect(
            DateText.iso8601(Fixtures.date("2026-06-15 12:00:00"), in: Fixtures.zone) == "2026-06-15T12:00:00+02:00")
    }

    @Test("Zero and negative offsets, and offsets with minutes")
    func offsets() throws {
        let date = Fixtures.date("2026-12-24 18:30:00")
        #expect(DateText.iso8601(date, in: try #require(TimeZone(identifier: "UTC"))) == "2026-12-24T17:30:00+00:00")
        #expect(
            DateText.iso8601(date, in: try #require(TimeZone(identifier: "America/New_York")))
                == "2026-12-24T12:30:00-05:00")
        #expect(
            DateText.iso8601(date, in: try #require(TimeZone(identifier: "Asia/Kathmandu")))
                == "2026-12-24T23:15:00+05:45")
        #expect(
            DateText.iso8601(date, in: try #require(TimeZone(identifier: "America/St_Johns")))
                == "2026-12-24T14:00:00-03:30")
    }

    @Test("Fractions of a second are cut, not rounded")
    func fractions() {
        let date = Fixtures.date("2026-12-24 18:30:00").addingTimeInterval(0.9)
        #expect(DateText.iso8601(date, in: Fixtures.zone) == "2026-12-24T18:30:00+01:00")
        #expect(DateText.local(date, in: Fixtures.zone) == "2026-12-24 18:30:00")
    }

    @Test("The ISO text reads back as the same instant")
    func roundTrip() throws {
        let date = Fixtures.date("2026-03-29 03:30:00")
        let text = DateText.iso8601(date, in: Fixtures.zone)
        #expect(text == "2026-03-29T03:30:00+02:00")
        let parsed = try #require(ISO8601DateFormatter().date(from: text))
        #expect(parsed == date)
    }
}
