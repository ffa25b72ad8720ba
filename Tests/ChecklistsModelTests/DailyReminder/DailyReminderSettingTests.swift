import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

@Suite("The daily reminder setting and its request")
struct DailyReminderSettingTests {
    @Test("Standard: off at 20:00, \"Checklists\", \"Time to look at your checklists.\"")
    func standard() {
        let standard = DailyReminder.standard
        #expect(
            standard
                == DailyReminder(
                    isOn: false, hour: 20, minute: 0, title: "Checklists", body: "Time to look at your checklists."))
        #expect(AppSettings.standard.dailyReminder == standard)
        #expect(DailyReminder.identifier == "daily-reminder")
    }

    @Test("The request: identifier daily-reminder, repeating, hour and minute only, no zone, the texts")
    func request() throws {
        let reminder = DailyReminder(isOn: true, hour: 7, minute: 15, title: "Journal", body: "Write three lines.")
        let request = reminder.request
        #expect(request.identifier == "daily-reminder")
        #expect(request.content.title == "Journal")
        #expect(request.content.body == "Write three lines.")
        #expect(request.trigger.repeats)
        guard case .calendar(let trigger) = request.trigger else {
            Issue.record("not a calendar trigger: \(request.trigger)")
            return
        }
        #expect(trigger == CalendarTrigger(hour: 7, minute: 15, repeats: true))
        #expect(trigger.timeZoneIdentifier == nil)
        #expect(trigger.year == nil && trigger.month == nil && trigger.day == nil && trigger.second == nil)
        #expect(trigger.weekday == nil && trigger.weekdayOrdinal == nil)
        #expect(request.latenessLimit == nil)
        try request.validate()
    }

    @Test("The request fires every day at that wall time in the user's zone")
    func followsTheZone() throws {
        let request = DailyReminder(isOn: true, hour: 20, minute: 30, title: "T", body: "B").request
        let now = ModelHarness.date("2026-06-15 10:20")
        for zone in ["Europe/Berlin", "Asia/Tokyo", "America/New_York"] {
            let timeZone = try #require(TimeZone(identifier: zone))
            let next = try #require(request.trigger.nextFireDate(anchor: now, after: now, localTimeZone: timeZone))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.hour, .minute, .second], from: next)
            #expect(parts.hour == 20 && parts.minute == 30 && parts.second == 0, "\(zone)")
            #expect(next > now && next.timeIntervalSince(now) <= 86_400, "\(zone)")
        }
    }

    @Test("timeText is HH:MM with two digits each")
    func timeText() {
        #expect(DailyReminder(isOn: true, hour: 7, minute: 5, title: "T", body: "B").timeText == "07:05")
        #expect(DailyReminder(isOn: true, hour: 20, minute: 30, title: "T", body: "B").timeText == "20:30")
    }

    @Test("validated() trims the texts and keeps good values")
    func validatedTrims() throws {
        let reminder = DailyReminder(isOn: true, hour: 0, minute: 59, title: "  Journal \n", body: "\tLine 1\nLine 2  ")
        #expect(
            try reminder.validated()
                == DailyReminder(isOn: true, hour: 0, minute: 59, title: "Journal", body: "Line 1\nLine 2"))
    }

    @Test(
        "validated() refuses bad values, saying which",
        arguments: [
            (
                DailyReminder(isOn: true, hour: 24, minute: 0, title: "T", body: "B"),
                "the hour of the daily reminder must be 0 to 23, not 24"
            ),
            (
                DailyReminder(isOn: true, hour: -1, minute: 0, title: "T", body: "B"),
                "the hour of the daily reminder must be 0 to 23, not -1"
            ),
            (
                DailyReminder(isOn: true, hour: 12, minute: 60, title: "T", body: "B"),
                "the minute of the daily reminder must be 0 to 59, not 60"
            ),
            (
                DailyReminder(isOn: false, hour: 12, minute: 0, title: " ", body: "B"),
                "the title of the daily reminder cannot be empty"
            ),
            (
                DailyReminder(isOn: true, hour: 12, minute: 0, title: "A\nB", body: "B"),
                "the title of the daily reminder cannot contain line breaks, tabs or other control characters"
            ),
            (
                DailyReminder(isOn: true, hour: 12, minute: 0, title: "A\u{7}", body: "B"),
                "the title of the daily reminder cannot contain line breaks, tabs or other control characters"
            ),
            (
                DailyReminder(isOn: true, hour: 12, minute: 0, title: String(repeating: "x", count: 201), body: "B"),
                "the title of the daily reminder can have at most 200 characters (this one has 201)"
            ),
            (
                DailyReminder(isOn: true, hour: 12, minute: 0, title: "T", body: "\n"),
                "the body of the daily reminder cannot be empty"
            ),
            (
                DailyReminder(isOn: true, hour: 12, minute: 0, title: "T", body: "a\u{0}b"),
                "the body of the daily reminder cannot contain control characters"
            ),
            (
                DailyReminder(isOn: true, hour: 12, minute: 0, title: "T", body: String(repeating: "x", count: 1_001)),
                "the body of the daily reminder can have at most 1000 characters (this one has 1001)"
            ),
        ])
    func validatedRefuses(reminder: DailyReminder, message: String) {
        #expect(throws: ChecklistsError.invalidDailyReminder(message)) { try reminder.validated() }
        #expect(!ChecklistsError.invalidDailyReminder(message).changeWasSaved)
        #expect(ChecklistsError.invalidDailyReminder(message).description == message)
    }
}
