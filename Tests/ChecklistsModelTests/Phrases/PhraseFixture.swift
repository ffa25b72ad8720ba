import Foundation

@testable import ChecklistsModel

/// A reader fixed at Tuesday 1 December 2026, 10:00 in Europe/Berlin, and dates written
/// "YYYY-MM-DD HH:MM" in that zone.
enum PhraseFixture {
    /// Europe/Berlin.
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    /// Tuesday 1 December 2026, 10:00 in Berlin.
    static let now = date("2026-12-01 10:00")

    /// A reader at `now` in Berlin.
    static let reader = PhraseReader(now: now, zone: berlin)

    /// A reader at another moment in Berlin.
    static func reader(at text: String) -> PhraseReader {
        PhraseReader(now: date(text), zone: berlin)
    }

    /// "2026-12-04 14:00" or "2026-12-04" (its start) in `zone`.
    static func date(_ text: String, in zone: TimeZone = berlin) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let components = DateComponents(
            year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers.count > 3 ? numbers[3] : 0,
            minute: numbers.count > 4 ? numbers[4] : 0)
        return calendar.date(from: components) ?? .distantPast
    }

    /// A timed due date in Berlin.
    static func timed(_ text: String) -> DuePhrase {
        DuePhrase(date: date(text), isAllDay: false)
    }

    /// A day without a time in Berlin.
    static func day(_ text: String) -> DuePhrase {
        DuePhrase(date: date(text), isAllDay: true)
    }
}
