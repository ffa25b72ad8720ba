import ChecklistsPresentation
import Foundation
import Testing

/// The window writes a moment one way, in the locale's order and clock, and reads back what it
/// writes and the forms people type.
@Suite("Due date text")
struct DueDateTextTests {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    /// Tuesday 8 December 2026, 14:00 in Berlin.
    private let tuesday = Date(timeIntervalSince1970: 1_796_734_800)

    private func dates(_ locale: String) -> DueDateText {
        DueDateText(locale: Locale(identifier: locale), timeZone: zone)
    }

    /// Each locale writes the weekday, the day, the month and the year in its own order, on its
    /// own clock; a US reader never meets a day-first date with AM and PM.
    @Test(arguments: [
        ("en_GB", "Tue, 8 Dec 2026 at 14:00", "Tue, 8 Dec 2026"),
        ("en_US", "Tue, Dec 8, 2026 at 2:00 PM", "Tue, Dec 8, 2026"),
        ("de_DE", "Di. 8. Dez. 2026, 14:00", "Di. 8. Dez. 2026"),
        ("en_150", "Tue, 8 Dec 2026 at 14:00", "Tue, 8 Dec 2026"),
    ])
    func writesInTheLocalesOrderAndClock(locale: String, moment: String, day: String) {
        #expect(dates(locale).display(tuesday) == moment)
        #expect(dates(locale).text(tuesday, isAllDay: false) == moment)
        #expect(dates(locale).displayDay(tuesday) == day)
        #expect(dates(locale).text(tuesday, isAllDay: true) == day)
    }

    /// What the window writes is read back as the same minute, or the same day without a time.
    @Test(arguments: ["en_GB", "en_US", "de_DE", "en_150", "fr_FR", "ja_JP"])
    func readsBackWhatItWrites(locale: String) throws {
        let dates = dates(locale)
        let moment = try #require(dates.read(dates.display(tuesday)))
        #expect(moment.date == tuesday && !moment.isAllDay)
        let day = try #require(dates.read(dates.displayDay(tuesday)))
        #expect(day.isAllDay && day.date == tuesday.addingTimeInterval(-14 * 3_600))
    }

    /// Either clock, with or without commas, the numeric form and ISO form all give the minute.
    @Test(arguments: [
        ("en_GB", "08/12/2026, 15:00"), ("en_GB", "08/12/2026 15:00"), ("en_GB", "08/12/2026, 3:00 PM"),
        ("en_GB", "Tue, 8 Dec 2026 at 3:00 pm"), ("en_GB", "Tue 8 Dec 2026, 15:00"), ("en_GB", "8 Dec 2026 15:00"),
        ("en_US", "12/8/2026, 3:00 PM"), ("en_US", "12/8/2026 15:00"), ("en_US", "Tue, Dec 8, 2026 at 15:00"),
        ("en_US", "Tue Dec 8 2026 3:00 PM"), ("de_DE", "8.12.2026, 15:00"), ("de_DE", "Di. 8. Dez. 2026 15:00"),
        ("de_DE", "2026-12-08 15:00"), ("en_US", "2026-12-08T15:00"), ("en_GB", " 2026-12-08 15:00:45 "),
    ])
    func readsEitherClockAndCommas(locale: String, text: String) throws {
        let read = try #require(dates(locale).read(text), "\(text)")
        #expect(read.date == tuesday.addingTimeInterval(3_600) && !read.isAllDay)
    }

    /// Text that is no date, a day that does not exist and a time without a day are refused.
    @Test(arguments: [
        "", "next tuesday", "2026-02-30 10:00", "30/02/2026, 10:00", "2026-12-24 24:61", "18:30", "0001-01-01 10:00",
        "8/12/26, 15:00",
    ])
    func refusesOtherText(text: String) {
        #expect(dates("en_GB").read(text) == nil)
    }

    /// A day the calendar does not have, or a time the clock does not, in a form the window
    /// reads, is told apart from text that is no date.
    @Test func refusalNamesTheDayOrTheTime() {
        #expect(dates("en_GB").refusal("30/02/2027, 10:00") == .noSuchDay("30/02/2027"))
        #expect(dates("en_GB").refusal("Tue, 30 Feb 2027 at 10:00") == .noSuchDay("Tue 30 Feb 2027"))
        #expect(dates("en_US").refusal("2/30/2027 10:00 AM") == .noSuchDay("2/30/2027"))
        #expect(dates("en_GB").refusal("28/02/2027, 10:00") == nil)
        #expect(dates("en_GB").refusal("next tuesday") == nil)
    }

    /// The time alone follows the locale's clock.
    @Test func timeOfDay() {
        #expect(dates("en_GB").time(tuesday) == "14:00")
        #expect(dates("en_US").time(tuesday) == "2:00 PM")
    }
}
