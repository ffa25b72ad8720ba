import Foundation
import Testing

@testable import ChecklistsModel

@Suite("Due dates as people say them, read on Tuesday 1 December 2026 at 10:00 in Berlin")
struct DuePhraseTests {
    private let reader = PhraseFixture.reader

    @Test(
        "The strict forms of before: a date-time, with seconds (dropped), a day, and ISO's T",
        arguments: [
            ("2026-12-04 14:00", PhraseFixture.timed("2026-12-04 14:00")),
            ("2026-12-04 14:00:59", PhraseFixture.timed("2026-12-04 14:00")),
            ("2026-12-04", PhraseFixture.day("2026-12-04")),
            ("2026-12-04T14:00", PhraseFixture.timed("2026-12-04 14:00")),
            ("2025-01-31 08:15", PhraseFixture.timed("2025-01-31 08:15")),
        ])
    func strictForms(text: String, expected: DuePhrase) throws {
        #expect(try reader.due(text) == expected)
    }

    @Test(
        "Days said in words, with or without a time",
        arguments: [
            ("today 18:00", PhraseFixture.timed("2026-12-01 18:00")),
            ("today", PhraseFixture.day("2026-12-01")),
            ("tomorrow 9am", PhraseFixture.timed("2026-12-02 09:00")),
            ("tomorrow at 9", PhraseFixture.timed("2026-12-02 09:00")),
            ("tomorrow", PhraseFixture.day("2026-12-02")),
            ("9am tomorrow", PhraseFixture.timed("2026-12-02 09:00")),
            ("next friday 14:00", PhraseFixture.timed("2026-12-04 14:00")),
            ("next tuesday", PhraseFixture.day("2026-12-08")),
            ("fri 7pm", PhraseFixture.timed("2026-12-04 19:00")),
            ("friday", PhraseFixture.day("2026-12-04")),
            ("tue 7 pm", PhraseFixture.timed("2026-12-01 19:00")),
            ("tuesday", PhraseFixture.day("2026-12-01")),
            ("mon", PhraseFixture.day("2026-12-07")),
            ("dec 24 18:30", PhraseFixture.timed("2026-12-24 18:30")),
            ("24 dec", PhraseFixture.day("2026-12-24")),
            ("24th december", PhraseFixture.day("2026-12-24")),
            ("24 dec 2027", PhraseFixture.day("2027-12-24")),
            ("dec 24 2027 9:30pm", PhraseFixture.timed("2027-12-24 21:30")),
            ("dec 1", PhraseFixture.day("2026-12-01")),
            ("nov 30", PhraseFixture.day("2027-11-30")),
            ("feb 29", PhraseFixture.day("2028-02-29")),
            ("Fri 4 Dec 2026, 14:00", PhraseFixture.timed("2026-12-04 14:00")),
        ])
    func days(text: String, expected: DuePhrase) throws {
        #expect(try reader.due(text) == expected)
    }

    @Test(
        "A time alone is today, or tomorrow once it has passed",
        arguments: [
            ("noon", "2026-12-01 12:00"), ("midnight", "2026-12-02 00:00"), ("18:00", "2026-12-01 18:00"),
            ("7pm", "2026-12-01 19:00"), ("9", "2026-12-02 09:00"), ("9am", "2026-12-02 09:00"),
            ("9:30", "2026-12-02 09:30"), ("9:30pm", "2026-12-01 21:30"), ("12am", "2026-12-02 00:00"),
            ("12pm", "2026-12-01 12:00"), ("14:00", "2026-12-01 14:00"), ("10:00", "2026-12-01 10:00"),
            ("11", "2026-12-01 11:00"), ("12:30am", "2026-12-02 00:30"),
        ])
    func timeAlone(text: String, expected: String) throws {
        #expect(try reader.due(text) == PhraseFixture.timed(expected))
    }

    @Test(
        "In N minutes, hours, days or weeks: from now, to the minute",
        arguments: [
            ("in 20 min", "2026-12-01 10:20"), ("in 2 hours", "2026-12-01 12:00"), ("in 3 days", "2026-12-04 10:00"),
            ("in 1 week", "2026-12-08 10:00"), ("in 1h30m", "2026-12-01 11:30"), ("in 90 minutes", "2026-12-01 11:30"),
        ])
    func inDuration(text: String, expected: String) throws {
        #expect(try reader.due(text) == PhraseFixture.timed(expected))
    }

    @Test("In N minutes drops the seconds of now")
    func inDropsSeconds() throws {
        let reader = PhraseReader(now: PhraseFixture.now.addingTimeInterval(42), zone: PhraseFixture.berlin)
        #expect(try reader.due("in 20 min") == PhraseFixture.timed("2026-12-01 10:20"))
    }

    @Test("Case and extra spaces do not matter")
    func caseAndSpaces() throws {
        #expect(try reader.due("  Tomorrow    9AM ") == PhraseFixture.timed("2026-12-02 09:00"))
        #expect(try reader.due("NEXT Friday 14:00") == PhraseFixture.timed("2026-12-04 14:00"))
        #expect(try reader.due("DEC 24") == PhraseFixture.day("2026-12-24"))
    }

    @Test("Spring forward in Berlin: a time the clocks skip moves on by the gap, days stay days")
    func springForward() throws {
        let reader = PhraseFixture.reader(at: "2027-03-27 10:00")
        let utc = TimeZone.gmt
        #expect(try reader.due("tomorrow 2:30").date == PhraseFixture.date("2027-03-28 01:30", in: utc))
        #expect(try reader.due("2027-03-28 02:30").date == PhraseFixture.date("2027-03-28 01:30", in: utc))
        #expect(try reader.due("in 1 day") == PhraseFixture.timed("2027-03-28 10:00"))
        #expect(try reader.due("in 24 hours") == PhraseFixture.timed("2027-03-28 11:00"))
        #expect(try reader.due("tomorrow") == PhraseFixture.day("2027-03-28"))
    }

    @Test("Fall back in Berlin: a time that happens twice is its first")
    func fallBack() throws {
        let reader = PhraseFixture.reader(at: "2026-10-24 10:00")
        #expect(try reader.due("tomorrow 2:30").date == PhraseFixture.date("2026-10-25 00:30", in: .gmt))
    }

    @Test("Another zone: the same words name that zone's days")
    func otherZone() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let reader = PhraseReader(now: PhraseFixture.now, zone: newYork)
        #expect(try reader.due("today 18:00").date == PhraseFixture.date("2026-12-01 18:00", in: newYork))
        #expect(try reader.due("noon").date == PhraseFixture.date("2026-12-01 12:00", in: newYork))
    }
}
