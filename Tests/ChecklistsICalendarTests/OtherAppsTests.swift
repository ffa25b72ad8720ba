import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

@Suite("Files written in the shapes of other apps")
struct OtherAppsTests {
    @Test("Thunderbird: zoned due, alarms before the start and the due time, a future snooze, the event skipped")
    func thunderbird() throws {
        let harness = try CalendarHarness()
        let summary = try harness.importText(ThunderbirdFixture.text)
        #expect(summary.line == "1 item added, 0 updated, 1 skipped (1 events, which are not tasks)")
        let item = try #require(try harness.item("Renew the car insurance", in: Checklist.defaultName))
        #expect(item.uid == "6f2b0c1e-93a4-4d2b-a1c4-1b2f3e4d5a6b")
        #expect(item.dueDate == CalendarHarness.date("2026-12-15 17:00"))
        #expect(item.dueTimeZone == "Europe/Berlin")
        #expect(item.notes == "Compare three offers first.\nCall before noon.")
        #expect(
            item.reminders == [
                .at(CalendarHarness.date("2026-12-10 08:30")), .beforeDue(seconds: 86_400),
                .at(CalendarHarness.date("2026-12-30 09:00")),
            ])
        #expect(item.modified == CalendarHarness.date("2026-11-25 11:15"))
        #expect(
            item.extraProperties == [
                "PRIORITY:1", "DTSTART;TZID=Europe/Berlin:20261210T090000", "PERCENT-COMPLETE:0", "X-MOZ-GENERATION:3",
                "X-MOZ-LASTACK:20261125T101500Z", "X-MOZ-SNOOZE-TIME:20261230T080000Z", "CATEGORIES:Car,Money",
            ])
    }

    @Test("Tasks.org: a day without a time, every 3 days, an alarm at 09:00 of the day, a past snooze ignored")
    func tasksOrg() throws {
        let harness = try CalendarHarness()
        try harness.importText(TasksOrgFixture.text)
        let item = try #require(try harness.item("Water the plants", in: Checklist.defaultName))
        #expect(item.dueIsAllDay)
        #expect(item.dueDate == CalendarHarness.date("2026-12-03 00:00"))
        #expect(item.recurrence?.rule == RecurrenceRule(frequency: .daily, interval: 3))
        #expect(item.reminders == [.at(CalendarHarness.date("2026-12-03 09:00"))])
        #expect(item.extraProperties.contains("X-APPLE-SORT-ORDER:123"))
    }

    @Test("Nextcloud: the calendar's name, a UTC due date, the month's last day, a done sub-task naming its parent")
    func nextcloud() throws {
        let harness = try CalendarHarness()
        #expect(try harness.importText(NextcloudFixture.text).line == "2 items added, 0 updated, 0 skipped")
        let rent = try #require(try harness.item("Pay rent", in: "Household"))
        #expect(rent.dueDate == CalendarHarness.date("2026-12-31 11:00"))
        #expect(rent.dueTimeZone == "UTC")
        #expect(rent.recurrence?.rule.rrule == "FREQ=MONTHLY;BYMONTHDAY=-1")
        #expect(!rent.isChecked)
        let child = try #require(try harness.item("Transfer the money", in: "Household"))
        #expect(child.isChecked)
        #expect(child.completedAt == CalendarHarness.date("2026-11-30 09:00"))
        #expect(child.notes == "Sub-task of: Pay rent")
        #expect(child.extraProperties.contains("RELATED-TO:parent-rent"))
    }

    @Test(
        "Evolution: a zone known by its VTIMEZONE's location, a weekly rule for a count, an alarm before the due time")
    func evolution() throws {
        let harness = try CalendarHarness()
        try harness.importText(EvolutionFixture.text)
        let item = try #require(try harness.item("Call mom", in: "Personal"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(item.dueDate == CalendarHarness.date("2026-12-06 18:00", in: newYork))
        #expect(item.dueTimeZone == "America/New_York")
        #expect(item.recurrence?.rule.rrule == "FREQ=WEEKLY;BYDAY=SU;COUNT=10")
        #expect(item.reminders == [.beforeDue(seconds: 600)])
        #expect(item.extraProperties.contains("SEQUENCE:1"))
    }

    @Test("Unknown properties and parameters come back on export, each value as it was")
    func unknownPropertiesKept() throws {
        let harness = try CalendarHarness()
        try harness.importText(ThunderbirdFixture.text)
        let odd = """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Someone//Odd//EN
            BEGIN:VTODO
            UID:odd-1
            SUMMARY:Odd one
            FOO;A=b;X-Q="x:y,z":value with \\, escapes
            X-LONG:\(String(repeating: "ä", count: 60))
            BEGIN:VALARM
            ACTION:EMAIL
            TRIGGER:-PT5M
            ATTENDEE:mailto:me@example.org
            SUMMARY:Mail
            DESCRIPTION:Mail
            END:VALARM
            END:VTODO
            END:VCALENDAR
            """
        try harness.importText(odd)
        let exported = try harness.exportText()
        let unfolded = exported.replacingOccurrences(of: "\r\n ", with: "")
        for line in [
            "FOO;A=b;X-Q=\"x:y,z\":value with \\, escapes", "X-LONG:\(String(repeating: "ä", count: 60))",
            "ACTION:EMAIL", "ATTENDEE:mailto:me@example.org", "X-MOZ-SNOOZE-TIME:20261230T080000Z",
            "CATEGORIES:Car,Money", "PRIORITY:1",
        ] {
            #expect(unfolded.contains("\r\n" + line + "\r\n"), "missing \(line)")
        }
    }

    @Test("A later copy of an item updates it; an earlier one is skipped")
    func laterCopyWins() throws {
        let harness = try CalendarHarness()
        try harness.importText(NextcloudFixture.text)
        let newer = NextcloudFixture.text
            .replacingOccurrences(of: "LAST-MODIFIED:20261115T080000Z", with: "LAST-MODIFIED:20261201T080000Z")
            .replacingOccurrences(of: "SUMMARY:Pay rent", with: "SUMMARY:Pay the rent")
        #expect(
            try harness.importText(newer).line
                == "0 items added, 1 updated, 1 skipped (1 not newer than the copy here)")
        #expect(try harness.item("Pay the rent", in: "Household") != nil)
        #expect(try harness.model.allItems().count == 2)
        #expect(try harness.importText(NextcloudFixture.text).line.hasPrefix("0 items added, 0 updated, 2 skipped"))
        #expect(try harness.item("Pay the rent", in: "Household") != nil, "the older copy did not win")
    }

    @Test("Imported reminders in the future are scheduled by the rules of typed ones")
    func remindersScheduled() throws {
        let harness = try CalendarHarness()
        try harness.importText(EvolutionFixture.text)
        let scheduled = harness.reminders.scheduled.map(\.identifier)
        let item = try #require(try harness.model.allItems().first)
        #expect(scheduled == ["\(item.id)"])
    }

    @Test("A zone defined twice in one calendar, as exporters that repeat it with each task do: the first is used")
    func zoneDefinedTwice() throws {
        func zone(offset: String) -> String {
            "BEGIN:VTIMEZONE\r\nTZID:Office\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n"
                + "TZOFFSETFROM:\(offset)\r\nTZOFFSETTO:\(offset)\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
        }
        func task(_ uid: String) -> String {
            "BEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(uid)\r\nDUE;TZID=Office:20261210T090000\r\nEND:VTODO\r\n"
        }
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n" + zone(offset: "+0300") + task("first")
            + zone(offset: "+0500") + task("second") + "END:VCALENDAR\r\n"
        let harness = try CalendarHarness()
        #expect(try harness.importText(text).line == "2 items added, 0 updated, 0 skipped")
        for uid in ["first", "second"] {
            let item = try #require(try harness.item(uid, in: Checklist.defaultName))
            #expect(item.dueDate == CalendarHarness.date("2026-12-10 06:00", in: .gmt), "\(uid)")
        }
    }
}
