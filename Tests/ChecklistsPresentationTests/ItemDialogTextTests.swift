import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications
import Testing

/// What the item dialog says back as you type, and how it names reminders and repeats.
@Suite("Item dialog texts")
struct ItemDialogTextTests {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    private var dates: DueDateText { DueDateText(locale: Locale(identifier: "en_GB"), timeZone: zone) }
    /// Friday 4 December 2026, 10:00 in Berlin.
    private let now = Date(timeIntervalSince1970: 1_796_374_800)

    /// The locale's form, a phrase and a repeat phrase are said back in the window's one form;
    /// nonsense says why, in a sentence.
    @Test func dueFieldSaysHowItUnderstoodTheText() {
        #expect(DueField.read("04/12/2026, 14:00", dates: dates, now: now).feedback == "Fri, 4 Dec 2026 at 14:00")
        #expect(DueField.read("04/12/2026, 2:00 PM", dates: dates, now: now).feedback == "Fri, 4 Dec 2026 at 14:00")
        #expect(DueField.read("tomorrow 9am", dates: dates, now: now).feedback == "Sat, 5 Dec 2026 at 09:00")
        #expect(DueField.read("Sat, 5 Dec 2026", dates: dates, now: now).value?.isAllDay == true)
        let weekly = DueField.read("every tuesday 14:00", dates: dates, now: now)
        #expect(weekly.feedback == "Tue, 8 Dec 2026 at 14:00, every Tuesday")
        #expect(weekly.value?.rule != nil)
        #expect(DueField.read("  ", dates: dates, now: now) == .empty)
        let refused = DueField.read("next tuesday-ish", dates: dates, now: now)
        #expect(refused.value == nil)
        #expect(refused.feedback.contains("next tuesday-ish"), "\(refused.feedback)")
        #expect(refused.feedback.first?.isUppercase == true && refused.feedback.hasSuffix("."), "\(refused.feedback)")
        #expect(
            DueField.read("30/02/2027, 10:00", dates: dates, now: now).feedback
                == "Cannot read \"30/02/2027, 10:00\" as a date: \"30/02/2027\" is not a day of the calendar.")
        #expect(DueField.read("30 feb 2027", dates: dates, now: now).feedback.contains("is not a day of the calendar"))
        #expect(
            DueField.read("2026-12-01 24:61", dates: dates, now: now).feedback
                == "Cannot read \"2026-12-01 24:61\" as a date: \"24:61\" is not a time of day (00:00 to 23:59, or 12am to 11:59pm)."
        )
    }

    /// A repeat the due field cannot read is called a repeat, not a date.
    @Test func unreadableRepeatIsCalledARepeat() {
        let refused = DueField.read("every blursday", dates: dates, now: now)
        #expect(refused.value == nil)
        #expect(refused.feedback.hasPrefix("Cannot read \"every blursday\" as a repeat rule"), "\(refused.feedback)")
        #expect(!refused.feedback.contains(" it "), "\(refused.feedback)")
    }

    /// The custom repeat takes a phrase or an RRULE line, and refuses a plain date.
    @Test func customRepeatField() {
        let phrase = RepeatField.read("every 2 weeks on tue, thu", now: now, zone: zone)
        #expect(phrase.feedback == "every 2 weeks on Tuesday and Thursday")
        #expect(phrase.value?.firstDue != nil)
        let line = RepeatField.read("RRULE:FREQ=MONTHLY;BYMONTHDAY=1", now: now, zone: zone)
        #expect(line.feedback == "every month on the 1st")
        #expect(RepeatField.read("tomorrow", now: now, zone: zone).value == nil)
        #expect(RepeatField.read("RRULE:FREQ=SOMETIMES", now: now, zone: zone).value == nil)
    }

    /// Reminders read as the dialog lists them; one at a date in the window's one form.
    @Test func reminderTexts() throws {
        #expect(ReminderText.text(.atDue, dates: dates) == "At the due time")
        #expect(ReminderText.text(.beforeDue(seconds: 900), dates: dates) == "15 minutes before")
        #expect(ReminderText.text(.beforeDue(seconds: 3_600), dates: dates) == "1 hour before")
        #expect(ReminderText.text(.beforeDue(seconds: 86_400), dates: dates) == "1 day before")
        #expect(ReminderText.text(.beforeDue(seconds: 5_400), dates: dates) == "1 hour 30 minutes before")
        let nine = now.addingTimeInterval(-3_600)
        #expect(ReminderText.text(.at(nine), dates: dates) == "On Fri, 4 Dec 2026 at 09:00")
    }

    /// The Repeat list finds its choice for a stored rule, also when anchored at the due date.
    @Test func repeatChoiceOfAStoredRule() throws {
        let tuesday = now.addingTimeInterval(4 * 86_400)
        let weekly = try RecurrenceRule(rrule: "RRULE:FREQ=WEEKLY;BYDAY=TU", zone: zone)
        #expect(RepeatChoice(rule: weekly, due: tuesday, zone: zone) == .weekly)
        #expect(RepeatChoice(rule: weekly, due: now, zone: zone) == .custom)
        #expect(RepeatChoice(rule: RepeatChoice.weekdays.rule, due: now, zone: zone) == .weekdays)
        #expect(RepeatChoice(rule: nil, due: now, zone: zone) == .never)
    }
}
