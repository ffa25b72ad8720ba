import ChecklistsPresentation
import Foundation
import Testing

/// Due dates are read in ISO form and in the locale's short form, and shown in the locale.
@Suite("Due date text")
struct DueDateTextTests {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? .current

    /// ISO with a space or a T, and the locale's own short form, give the same minute.
    @Test(arguments: ["2026-12-24 18:30", "2026-12-24T18:30", " 2026-12-24 18:30:45 ", "24/12/2026, 18:30"])
    func readsTypedDates(text: String) throws {
        let dates = DueDateText(locale: Locale(identifier: "en_GB"), timeZone: zone)
        let date = try #require(dates.parse(text))
        let expected = ISO8601DateFormatter().date(from: "2026-12-24T17:30:00Z")
        #expect(date == expected)
    }

    /// Text that is no date, or a date that does not exist, is refused.
    @Test(arguments: ["", "next tuesday", "2026-02-30 10:00", "2026-12-24 24:61", "18:30"])
    func refusesOtherText(text: String) {
        #expect(DueDateText(locale: Locale(identifier: "en_GB"), timeZone: zone).parse(text) == nil)
    }

    /// What the entry shows can be read back.
    @Test func entryRoundTrips() throws {
        let dates = DueDateText(locale: Locale(identifier: "en_US"), timeZone: zone)
        let date = try #require(ISO8601DateFormatter().date(from: "2026-03-05T08:05:00Z"))
        #expect(dates.parse(dates.entry(date)) == date)
    }
}
