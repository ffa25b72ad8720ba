import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

/// Checking off a repeating item keeps every occurrence at the series' time of day, also
/// after one that a daylight-saving gap moved on (issue #30, part 4).
@Suite("Every occurrence at the series' time")
struct SeriesTimeTests {
    let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }

    /// London: GMT in winter, BST (UTC+1) from the last Sunday of March at 01:00.
    private static let london = TimeZone(identifier: "Europe/London") ?? TimeZone(secondsFromGMT: 0)!

    /// A London wall time "YYYY-MM-DD HH:MM" as a date (a time a gap skips is shifted on).
    private static func london(_ text: String) -> Date {
        ModelHarness.date(text, in: london)
    }

    /// Adds an item kept in London's zone, due at `due`, repeating by `rule`.
    private func add(
        due: Date, rule: RecurrenceRule, fromCompletion: Bool = false, timeOfDay: Int? = nil,
        reminders: [ItemAlarm] = [.atDue]
    ) throws -> ChecklistItem {
        try model.addItem(
            ItemDraft(
                text: "Put the bins out", dueDate: due, dueTimeZone: "Europe/London",
                recurrence: ItemRepeat(rule: rule, fromCompletion: fromCompletion, timeOfDay: timeOfDay),
                reminders: reminders),
            to: try model.checklists().first?.id ?? harness.list().id)
    }

    /// Checks the item off at its due time and returns the due date it moved to.
    private func checkOffWhenDue(_ id: Int64) throws -> Date? {
        harness.clock.now = try #require(try model.item(id)?.dueDate)
        return try model.setChecked(id, true).dueDate
    }

    @Test(
        "Every Sunday at 01:30 in London: 02:30 on the spring-forward Sunday, 01:30 again after, also after a restart")
    func everySundayAt0130() throws {
        let item = try add(due: Self.london("2027-03-07 01:30"), rule: RecurrenceRule(frequency: .weekly))
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-03-14 01:30"))
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-03-21 01:30"))
        let springForward = try checkOffWhenDue(item.id)
        #expect(springForward == Self.london("2027-03-28 02:30"))
        #expect(springForward == ModelHarness.date("2027-03-28 01:30", in: TimeZone(secondsFromGMT: 0)!))
        try harness.reopen()
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-04-04 01:30"))
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-04-11 01:30"))
    }

    @Test("Missed occurrences across the gap are skipped to the series' time")
    func skippedAcrossTheGap() throws {
        let item = try add(due: Self.london("2027-03-21 01:30"), rule: RecurrenceRule(frequency: .weekly))
        harness.clock.now = Self.london("2027-03-29 12:00")
        #expect(try model.setChecked(item.id, true).dueDate == Self.london("2027-04-04 01:30"))
    }

    @Test("Unchecking brings back 02:30 on the spring-forward Sunday; checking off again gives 01:30")
    func uncheckKeepsTheSeriesTime() throws {
        let item = try add(due: Self.london("2027-03-21 01:30"), rule: RecurrenceRule(frequency: .weekly))
        _ = try checkOffWhenDue(item.id)
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-04-04 01:30"))
        #expect(try model.setChecked(item.id, false).dueDate == Self.london("2027-03-28 02:30"))
        #expect(try model.setChecked(item.id, true).dueDate == Self.london("2027-04-04 01:30"))
    }

    /// "2027-03-28 01:30" typed in London, which the gap skips, as the phrase reader reads it.
    private func typedInGap() throws -> DuePhrase {
        try PhraseReader(now: harness.clock.now, zone: Self.london).due("2027-03-28 01:30")
    }

    @Test("A due date typed inside the gap, with a repeat: the series is at the time typed")
    func typedInsideTheGap() throws {
        let typed = try typedInGap()
        #expect(typed.date == Self.london("2027-03-28 02:30"))
        #expect(typed.skippedTimeOfDay == 5_400)
        let item = try add(
            due: typed.date, rule: RecurrenceRule(frequency: .weekly), timeOfDay: typed.skippedTimeOfDay)
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-04-04 01:30"))
    }

    @Test("A server's or an import's copy, which cannot carry the series' time, leaves it kept")
    func syncKeepsTheSeriesTime() throws {
        let typed = try typedInGap()
        let item = try add(
            due: typed.date, rule: RecurrenceRule(frequency: .weekly), timeOfDay: typed.skippedTimeOfDay)
        var copy = item.draft
        copy.recurrence?.timeOfDay = nil
        copy.notes = "Green bin"
        _ = try model.applySynced([ImportedItem(uid: item.uid, draft: copy)], into: item.checklistID)
        #expect(try model.item(item.id)?.notes == "Green bin")
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-04-04 01:30"))
    }

    @Test("Without a kept time (items stored before), 02:30 on the spring-forward Sunday is the series' time")
    func storedBefore() throws {
        let item = try add(due: Self.london("2027-03-28 02:30"), rule: RecurrenceRule(frequency: .weekly))
        #expect(try checkOffWhenDue(item.id) == Self.london("2027-04-04 02:30"))
    }

    @Test("Repeat from completion keeps the wall-clock time across the change of offset, and after the gap")
    func fromCompletionAcrossTheChange() throws {
        let daily = RecurrenceRule(frequency: .daily)
        let morning = try add(due: Self.london("2027-03-27 09:00"), rule: daily, fromCompletion: true)
        harness.clock.now = Self.london("2027-03-27 20:00")
        #expect(try model.setChecked(morning.id, true).dueDate == Self.london("2027-03-28 09:00"))
        let night = try add(due: Self.london("2027-03-27 01:30"), rule: daily, fromCompletion: true)
        harness.clock.now = Self.london("2027-03-27 12:00")
        #expect(try model.setChecked(night.id, true).dueDate == Self.london("2027-03-28 02:30"))
        harness.clock.now = Self.london("2027-03-28 12:00")
        #expect(try model.setChecked(night.id, true).dueDate == Self.london("2027-03-29 01:30"))
    }

    @Test("UNTIL exactly at the moved occurrence keeps it as the last")
    func untilAtTheMovedOccurrence() throws {
        let until = Self.london("2027-03-28 02:30")
        let item = try add(
            due: Self.london("2027-03-21 01:30"), rule: RecurrenceRule(frequency: .weekly, end: .until(until)))
        #expect(try checkOffWhenDue(item.id) == until)
        let last = try model.setChecked(item.id, true)
        #expect(last.isChecked)
        #expect(last.dueDate == until)
    }

    @Test("A UTC UNTIL on a floating item is the instant it names: 09:00 in Berlin on the 17th is the last")
    func utcUntilOnFloatingItem() throws {
        let rule = try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20260617T070000Z")
        let item = try model.addItem(
            ItemDraft(
                text: "Stretch", dueDate: ModelHarness.date("2026-06-15 09:00"), recurrence: ItemRepeat(rule: rule),
                reminders: []),
            to: harness.list().id)
        #expect(item.dueTimeZone == nil)
        #expect(try checkOffWhenDue(item.id) == ModelHarness.date("2026-06-16 09:00"))
        #expect(try checkOffWhenDue(item.id) == ModelHarness.date("2026-06-17 09:00"))
        #expect(try model.setChecked(item.id, true).isChecked)
        let earlier = try model.addItem(
            ItemDraft(
                text: "Stretch", dueDate: ModelHarness.date("2026-06-15 09:00"),
                recurrence: ItemRepeat(rule: try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20260617T065900Z")),
                reminders: []),
            to: harness.list("Morning").id)
        #expect(try checkOffWhenDue(earlier.id) == ModelHarness.date("2026-06-16 09:00"))
        #expect(try model.setChecked(earlier.id, true).isChecked)
    }

    @Test("1 day before a due time a gap moved is the day before at the time shown; 1d2h is a day, then 2 hours")
    func remindBefore() throws {
        let typed = try typedInGap()
        let typedInGap = try add(
            due: typed.date, rule: RecurrenceRule(frequency: .weekly), timeOfDay: typed.skippedTimeOfDay,
            reminders: [.beforeDue(seconds: 86_400)])
        #expect(
            ItemReminder.fireDate(of: .beforeDue(seconds: 86_400), for: typedInGap, in: harness.clock.timeZone)
                == Self.london("2027-03-27 02:30"))
        let noon = try add(
            due: Self.london("2027-03-28 12:00"), rule: RecurrenceRule(frequency: .weekly),
            reminders: [.beforeDue(seconds: 93_600)])
        #expect(
            ItemReminder.fireDate(of: .beforeDue(seconds: 93_600), for: noon, in: harness.clock.timeZone)
                == Self.london("2027-03-27 10:00"))
    }
}
