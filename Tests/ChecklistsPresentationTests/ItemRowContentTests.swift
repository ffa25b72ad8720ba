import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications
import Testing

/// What an item's row says: the due date, how it repeats, its reminders, notes and overdue.
@Suite("Item row content")
struct ItemRowContentTests {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    private var dates: DueDateText { DueDateText(locale: Locale(identifier: "en_GB"), timeZone: zone) }
    /// Tuesday 8 December 2026, 14:00 in Berlin.
    private let due = Date(timeIntervalSince1970: 1_796_734_800)
    private let before = Date(timeIntervalSince1970: 1_796_700_000)

    private func item(
        recurrence: ItemRepeat? = nil, reminders: [ItemAlarm] = [], notes: String? = nil, dueDate: Date? = nil
    ) -> ChecklistItem {
        ChecklistItem(
            id: 7, checklistID: 1, text: "Team call", notes: notes, isChecked: false, dueDate: dueDate ?? due,
            recurrence: recurrence, reminders: reminders)
    }

    /// A weekly item with two reminders and notes says all of it, in that order, and shows
    /// the repeat mark, the notes mark and the bell.
    @Test func repeatingItemSaysHowItRepeats() throws {
        let rule = try RecurrenceRule(rrule: "RRULE:FREQ=WEEKLY;BYDAY=TU", zone: zone)
        let content = ItemRowContent(
            item: item(
                recurrence: ItemRepeat(rule: rule), reminders: [.atDue, .beforeDue(seconds: 900)], notes: "Wiki"),
            now: before, dates: dates)
        #expect(content.detail == "Due Tue, 8 Dec 2026 at 14:00 · every Tuesday · 2 reminders · notes")
        #expect(content.repeatText == "every Tuesday")
        #expect(content.showsRepeat && content.hasNotes && content.showsBell && !content.isOverdue)
    }

    /// An item due on a day without a time shows the day alone, says "reminder on" until its
    /// reminder (at 09:00) has come, and is overdue only once that day is over.
    @Test func dayWithoutTimeShowsTheDay() {
        var day = item(reminders: [.atDue])
        day.dueIsAllDay = true
        day.dueDate = Date(timeIntervalSince1970: 1_796_684_400)  // Tuesday 8 December 2026, 00:00 in Berlin
        let morning = ItemRowContent(item: day, now: day.dueDate?.addingTimeInterval(8 * 3_600) ?? due, dates: dates)
        #expect(morning.detail == "Due Tue, 8 Dec 2026 · reminder on")
        let during = ItemRowContent(item: day, now: due, dates: dates)
        #expect(during.detail == "Due Tue, 8 Dec 2026")
        let after = ItemRowContent(item: day, now: due.addingTimeInterval(11 * 3_600), dates: dates)
        #expect(after.isOverdue)
    }

    /// An item that does not repeat shows no repeat mark and no repeat words; one reminder to
    /// come reads "reminder on"; past its date it is overdue, and its reminder, gone, is not
    /// said (the bell goes too).
    @Test func plainItemKeepsItsLine() {
        let coming = ItemRowContent(item: item(reminders: [.atDue]), now: before, dates: dates)
        #expect(coming.detail == "Due Tue, 8 Dec 2026 at 14:00 · reminder on")
        #expect(coming.showsBell)
        let content = ItemRowContent(item: item(reminders: [.atDue]), now: due.addingTimeInterval(60), dates: dates)
        #expect(content.detail == "Due Tue, 8 Dec 2026 at 14:00 · overdue")
        #expect(!content.showsRepeat && !content.hasNotes && content.isOverdue && !content.showsBell)
    }

    /// A repeating item says "reminder on" past its date too: its next occurrence reminds.
    @Test func repeatingItemPastItsDateStillReminds() throws {
        let rule = try RecurrenceRule(rrule: "RRULE:FREQ=DAILY", zone: zone)
        let content = ItemRowContent(
            item: item(recurrence: ItemRepeat(rule: rule), reminders: [.atDue]), now: due.addingTimeInterval(60),
            dates: dates)
        #expect(
            content.showsBell && content.detail?.contains("reminder on") == true,
            "\(String(describing: content.detail))")
    }

    /// A repeat from completion says so.
    @Test func fromCompletionIsSaid() throws {
        let rule = try RecurrenceRule(rrule: "RRULE:FREQ=DAILY;INTERVAL=3", zone: zone)
        let content = ItemRowContent(
            item: item(recurrence: ItemRepeat(rule: rule, fromCompletion: true)), now: before, dates: dates)
        #expect(content.repeatText == "every 3 days after completion")
    }
}
