import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

@Suite("Repeat phrases, read on Tuesday 1 December 2026 at 10:00 in Berlin")
struct RepeatPhraseTests {
    private let reader = PhraseFixture.reader
    private static let workWeek = (2...6).map { RecurrenceRule.Weekday($0) }

    @Test(
        "Each repeat phrase gives its rule and its first occurrence not before now",
        arguments: [
            ("every day 9:00", RecurrenceRule(frequency: .daily), PhraseFixture.timed("2026-12-02 09:00")),
            ("every day", RecurrenceRule(frequency: .daily), PhraseFixture.day("2026-12-01")),
            (
                "every weekday 8:30", RecurrenceRule(frequency: .weekly, weekdays: workWeek),
                PhraseFixture.timed("2026-12-02 08:30")
            ),
            (
                "every monday", RecurrenceRule(frequency: .weekly, weekdays: [.init(2)]),
                PhraseFixture.day("2026-12-07")
            ),
            (
                "every tuesday 9:00", RecurrenceRule(frequency: .weekly, weekdays: [.init(3)]),
                PhraseFixture.timed("2026-12-08 09:00")
            ),
            (
                "every tuesday at 11am", RecurrenceRule(frequency: .weekly, weekdays: [.init(3)]),
                PhraseFixture.timed("2026-12-01 11:00")
            ),
            (
                "every 2 weeks on tue, thu",
                RecurrenceRule(frequency: .weekly, interval: 2, weekdays: [.init(3), .init(5)]),
                PhraseFixture.day("2026-12-01")
            ),
            (
                "every mon and wed 7pm", RecurrenceRule(frequency: .weekly, weekdays: [.init(2), .init(4)]),
                PhraseFixture.timed("2026-12-02 19:00")
            ),
            (
                "every month on the 1st", RecurrenceRule(frequency: .monthly, monthDays: [1]),
                PhraseFixture.day("2026-12-01")
            ),
            (
                "every month on the 15th 8:00", RecurrenceRule(frequency: .monthly, monthDays: [15]),
                PhraseFixture.timed("2026-12-15 08:00")
            ),
            (
                "every month on the last day", RecurrenceRule(frequency: .monthly, monthDays: [-1]),
                PhraseFixture.day("2026-12-31")
            ),
            (
                "every last friday", RecurrenceRule(frequency: .monthly, weekdays: [.init(6, ordinal: -1)]),
                PhraseFixture.day("2026-12-25")
            ),
            (
                "every month on the second tuesday",
                RecurrenceRule(frequency: .monthly, weekdays: [.init(3, ordinal: 2)]), PhraseFixture.day("2026-12-08")
            ),
            (
                "every 1st monday 9am", RecurrenceRule(frequency: .monthly, weekdays: [.init(2, ordinal: 1)]),
                PhraseFixture.timed("2026-12-07 09:00")
            ),
            ("every 3 days", RecurrenceRule(frequency: .daily, interval: 3), PhraseFixture.day("2026-12-01")),
            (
                "every year on dec 24", RecurrenceRule(frequency: .yearly, monthDays: [24], months: [12]),
                PhraseFixture.day("2026-12-24")
            ),
            (
                "every year on feb 29", RecurrenceRule(frequency: .yearly, monthDays: [29], months: [2]),
                PhraseFixture.day("2028-02-29")
            ),
            ("every other week", RecurrenceRule(frequency: .weekly, interval: 2), PhraseFixture.day("2026-12-01")),
            (
                "every month 9:00", RecurrenceRule(frequency: .monthly), PhraseFixture.timed("2026-12-02 09:00")
            ),
        ])
    func phrases(text: String, rule: RecurrenceRule, first: DuePhrase) throws {
        let phrase = try reader.due(text)
        #expect(phrase.rule == rule)
        #expect(DuePhrase(date: phrase.date, isAllDay: phrase.isAllDay) == first)
    }

    @Test("An ending: until a day (its last second), for N times, N times, once")
    func endings() throws {
        let lastSecond = PhraseFixture.date("2027-01-01 00:00").addingTimeInterval(-1)
        #expect(try reader.due("every day until dec 31").rule?.end == .until(lastSecond))
        #expect(try reader.due("every day 9:00 until 2026-12-31").rule?.end == .until(lastSecond))
        #expect(try reader.due("every day for 5 times").rule?.end == .count(5))
        #expect(try reader.due("every weekday 8:30 5 times").rule?.end == .count(5))
        #expect(try reader.due("every day, once").rule?.end == .count(1))
        #expect(try reader.due("every day").rule?.end == .never)
    }

    @Test("A repeat given on its own: the same phrases, with \"every\" optional")
    func repeatRule() throws {
        let weekday = try reader.repeatRule("weekday 8:30")
        #expect(weekday.rule == RecurrenceRule(frequency: .weekly, weekdays: Self.workWeek))
        #expect(weekday.firstDue == PhraseFixture.date("2026-12-02 08:30"))
        let monday = try reader.repeatRule("every monday")
        #expect(monday.rule == RecurrenceRule(frequency: .weekly, weekdays: [.init(2)]))
        #expect(monday.firstDue == PhraseFixture.date("2026-12-07"))
        #expect(try reader.repeatRule("daily").rule == RecurrenceRule(frequency: .daily))
        #expect(try reader.repeatRule("2 weeks").rule == RecurrenceRule(frequency: .weekly, interval: 2))
    }

    @Test("A daily repeat over spring forward: the first occurrence in the gap moves on by it")
    func springForward() throws {
        let reader = PhraseFixture.reader(at: "2027-03-28 01:00")
        let phrase = try reader.due("every day 2:30")
        #expect(phrase.date == PhraseFixture.date("2027-03-28 01:30", in: .gmt))
    }
}
