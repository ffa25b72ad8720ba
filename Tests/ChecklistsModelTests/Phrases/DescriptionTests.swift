import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

@Suite("How a due date and a repeat are said back")
struct DescriptionTests {
    private let berlin = PhraseFixture.berlin

    @Test("A due date: weekday, day, month, year and the 24-hour time; a day without a time has none")
    func dueDates() {
        #expect(
            DueDescription.text(PhraseFixture.date("2026-12-04 14:00"), isAllDay: false, zone: berlin)
                == "Fri 4 Dec 2026, 14:00")
        #expect(
            DueDescription.text(PhraseFixture.date("2026-12-24"), isAllDay: true, zone: berlin) == "Thu 24 Dec 2026")
        #expect(
            DueDescription.text(PhraseFixture.date("2027-01-03 09:05"), isAllDay: false, zone: berlin)
                == "Sun 3 Jan 2027, 09:05")
        #expect(
            DueDescription.text(PhraseFixture.date("2027-01-03 00:00"), isAllDay: false, zone: berlin)
                == "Sun 3 Jan 2027, 00:00")
        #expect(
            DueDescription.text(PhraseFixture.date("2026-12-04 14:00"), isAllDay: false, zone: .gmt)
                == "Fri 4 Dec 2026, 13:00")
    }

    @Test(
        "Due dates read back as the same date",
        arguments: ["2026-12-04 14:00", "2027-01-03 09:05", "2027-01-03 00:00", "2027-07-31 23:59"])
    func dueReadBack(text: String) throws {
        let date = PhraseFixture.date(text)
        let said = DueDescription.text(date, isAllDay: false, zone: berlin)
        #expect(try PhraseFixture.reader.due(said) == DuePhrase(date: date, isAllDay: false))
        let day = PhraseFixture.date(String(text.prefix(10)))
        let saidDay = DueDescription.text(day, isAllDay: true, zone: berlin)
        #expect(try PhraseFixture.reader.due(saidDay) == DuePhrase(date: day, isAllDay: true))
    }

    @Test(
        "Rules the phrases make are said in words, and read back as the same rule",
        arguments: [
            ("every day 9:00", "every day"), ("every 3 days", "every 3 days"), ("every weekday 8:30", "every weekday"),
            ("every tue", "every Tuesday"), ("every week", "every week"), ("every other week", "every 2 weeks"),
            ("every 2 weeks on tue, thu", "every 2 weeks on Tuesday and Thursday"),
            ("every fri, mon, wed", "every Monday, Wednesday and Friday"),
            ("every sun and sat", "every Saturday and Sunday"),
            ("every 2 weeks on weekdays", "every 2 weeks on Monday, Tuesday, Wednesday, Thursday and Friday"),
            ("every month on the 1st", "every month on the 1st"),
            ("every month on the 22nd", "every month on the 22nd"),
            ("every last friday", "every month on the last Friday"),
            ("every month on the third wednesday", "every month on the third Wednesday"),
            ("every month on the last day", "every month on the last day"), ("every 2 months", "every 2 months"),
            ("every year on dec 24", "every year on 24 Dec"), ("every year", "every year"),
            ("every day for 5 times", "every day, 5 times"), ("every day once", "every day, once"),
            ("every monday until dec 31", "every Monday, until 31 Dec 2026"),
        ])
    func repeats(phrase: String, said: String) throws {
        let rule = try #require(try PhraseFixture.reader.due(phrase).rule)
        #expect(RepeatDescription.text(ItemRepeat(rule: rule), zone: berlin) == said)
        #expect(try PhraseFixture.reader.repeatRule(said).rule == rule)
    }

    @Test("A repeat from completion says so before its ending")
    func fromCompletion() {
        let rule = RecurrenceRule(frequency: .daily, interval: 3, end: .count(4))
        #expect(
            RepeatDescription.text(ItemRepeat(rule: rule, fromCompletion: true), zone: berlin)
                == "every 3 days after completion, 4 times")
        #expect(
            RepeatDescription.text(rule: rule, fromCompletion: false, zone: berlin) == "every 3 days, 4 times")
    }

    @Test(
        "Rules the phrases cannot make still read as English",
        arguments: [
            (
                RecurrenceRule(frequency: .monthly, weekdays: (2...6).map { .init($0) }, setPositions: [-1]),
                "every month (custom)"
            ),
            (RecurrenceRule(frequency: .monthly, monthDays: [1, 15]), "every month (custom)"),
            (RecurrenceRule(frequency: .monthly, interval: 2, monthDays: [1, 15]), "every 2 months (custom)"),
            (RecurrenceRule(frequency: .yearly, weekdays: [.init(5, ordinal: 4)], months: [11]), "every year (custom)"),
            (RecurrenceRule(frequency: .daily, months: [6, 7]), "every day (custom)"),
            (RecurrenceRule(frequency: .weekly, weekdays: [.init(2, ordinal: 1)]), "every week (custom)"),
        ])
    func custom(rule: RecurrenceRule, said: String) {
        #expect(RepeatDescription.text(ItemRepeat(rule: rule), zone: berlin) == said)
    }
}
