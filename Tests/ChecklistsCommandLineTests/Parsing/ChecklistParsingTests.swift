import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

@Suite("Checklist commands: parsing")
struct ChecklistParsingTests {
    @Test("lists, with and without --json")
    func lists() {
        #expect(Fixtures.parse(["lists"]) == .success(.lists(json: false)))
        #expect(Fixtures.parse(["lists", "--json"]) == .success(.lists(json: true)))
    }

    @Test("new-list, rename-list and remove-list take names as typed")
    func listCommands() {
        #expect(Fixtures.parse(["new-list", "Groceries"]) == .success(.newList("Groceries")))
        #expect(Fixtures.parse(["new-list", "--", "-odd"]) == .success(.newList("-odd")))
        #expect(Fixtures.parse(["rename-list", "a", "b"]) == .success(.renameList("a", to: "b")))
        #expect(Fixtures.parse(["remove-list", "Old list"]) == .success(.removeList("Old list")))
    }

    @Test("add: text alone, or with a list, a due date and Remind Me")
    func add() {
        #expect(Fixtures.parse(["add", "Buy milk"]) == .success(.add(NewItem(text: "Buy milk"))))
        let due = Fixtures.date("2026-12-24 18:30:00")
        #expect(
            Fixtures.parse(["add", "Call", "--list", "Errands", "--due", "2026-12-24 18:30", "--remind"])
                == .success(
                    .add(
                        NewItem(
                            text: "Call", list: "Errands", due: due, reminders: [.atDue],
                            dueTimeZone: Fixtures.zone.identifier))))
        #expect(
            Fixtures.parse(["add", "--due=2026-12-24 18:30", "--", "--weird text"])
                == .success(.add(NewItem(text: "--weird text", due: due, dueTimeZone: Fixtures.zone.identifier))))
    }

    @Test("--due reads local time, accepts seconds and drops them")
    func dueSeconds() {
        #expect(
            Fixtures.parse(["add", "x", "--due", "2026-12-24 18:30:59"])
                == .success(
                    .add(
                        NewItem(
                            text: "x", due: Fixtures.date("2026-12-24 18:30:00"), dueTimeZone: Fixtures.zone.identifier)
                    )))
        #expect(
            Fixtures.parse(["add", "x", "--due", "2026-07-01 09:05"])
                == .success(
                    .add(
                        NewItem(
                            text: "x", due: Fixtures.date("2026-07-01 09:05:00"), dueTimeZone: Fixtures.zone.identifier)
                    )))
    }

    @Test("A past due date is allowed (the item is simply overdue)")
    func pastDue() {
        #expect(
            Fixtures.parse(["add", "x", "--due", "2020-01-01 10:00"])
                == .success(
                    .add(
                        NewItem(
                            text: "x", due: Fixtures.date("2020-01-01 10:00:00"), dueTimeZone: Fixtures.zone.identifier)
                    )))
    }

    @Test("items, edit, check, uncheck and remove")
    func itemCommands() {
        #expect(Fixtures.parse(["items"]) == .success(.items(list: nil, json: false)))
        #expect(
            Fixtures.parse(["items", "--json", "--list", "Errands"]) == .success(.items(list: "Errands", json: true)))
        #expect(Fixtures.parse(["check", "12"]) == .success(.check(12)))
        #expect(Fixtures.parse(["uncheck", "12"]) == .success(.uncheck(12)))
        #expect(Fixtures.parse(["remove", "007"]) == .success(.remove(7)))
    }

    @Test("edit: each option, alone or together")
    func edit() {
        let due = Fixtures.date("2026-12-24 18:30:00")
        #expect(Fixtures.parse(["edit", "3", "--text", "New"]) == .success(.edit(3, ItemEdit(text: "New"))))
        #expect(
            Fixtures.parse(["edit", "3", "--due", "2026-12-24 18:30"])
                == .success(.edit(3, ItemEdit(due: .set(.init(due))))))
        #expect(Fixtures.parse(["edit", "3", "--no-due"]) == .success(.edit(3, ItemEdit(due: .clear))))
        #expect(Fixtures.parse(["edit", "3", "--remind"]) == .success(.edit(3, ItemEdit(reminders: [.atDue]))))
        #expect(Fixtures.parse(["edit", "3", "--no-remind"]) == .success(.edit(3, ItemEdit(reminders: []))))
        #expect(
            Fixtures.parse(["edit", "--remind", "3", "--due", "2026-12-24 18:30", "--text", "T"])
                == .success(.edit(3, ItemEdit(text: "T", due: .set(.init(due)), reminders: [.atDue]))))
        #expect(
            Fixtures.parse(["edit", "3", "--no-due", "--no-remind"])
                == .success(.edit(3, ItemEdit(due: .clear, reminders: []))))
    }

    @Test(
        "Usage errors of the checklist commands",
        arguments: [
            (["lists", "x"], "lists: unexpected argument \"x\""),
            (["lists", "--yaml"], "unknown option --yaml"),
            (["new-list"], "new-list needs a NAME"),
            (["new-list", "a", "b"], "new-list: unexpected argument \"b\""),
            (["new-list", "--json", "a"], "unknown option --json"),
            (["rename-list", "a"], "rename-list needs a NEW-NAME"),
            (["rename-list"], "rename-list needs the checklist's NAME"),
            (["remove-list"], "remove-list needs a NAME"),
            (["add"], "add needs the item's TEXT"),
            (["add", "a", "b"], "add: unexpected argument \"b\""),
            (["add", "a", "--list"], "--list needs a value"),
            (["add", "a", "--list", "x", "--list", "y"], "--list is given more than once"),
            (["add", "a", "--remind=yes", "--due", "2026-12-24 18:30"], "--remind takes no value"),
            (["add", "a", "--no-due"], "unknown option --no-due"),
            (["add", "a", "--text", "b"], "unknown option --text"),
            (["items", "x"], "items: unexpected argument \"x\""),
            (["items", "--remind"], "unknown option --remind"),
            (["edit"], "edit needs an item ID"),
            (
                ["edit", "3"],
                "edit needs --text, --due, --no-due, --notes, --repeat, --no-repeat, --remind, --no-remind, "
                    + "--remind-before, --remind-at, --wake, --no-wake, --nag, --no-nag, --ring, --no-ring, --floating or "
                    + "--no-floating"
            ),
            (["edit", "3", "--due", "2026-12-24 18:30", "--no-due"], "--due and --no-due cannot be used together"),
            (
                ["edit", "3", "--remind", "--no-remind"],
                "--no-remind cannot be used with --remind, --remind-before or --remind-at"
            ),
            (["edit", "3", "--list", "x"], "unknown option --list"),
            (
                ["edit", "x", "--remind"],
                "edit: \"x\" is not an item ID (a whole number, as \"checklists items\" shows)"
            ),
            (["check"], "check needs an item ID"),
            (["check", "1", "2"], "check: unexpected argument \"2\""),
            (["check", "0"], "check: \"0\" is not an item ID (a whole number, as \"checklists items\" shows)"),
            (["uncheck", "1.5"], "uncheck: \"1.5\" is not an item ID (a whole number, as \"checklists items\" shows)"),
            (["remove", "-1"], "unknown option -1"),
            (
                ["remove", "99999999999999999999"],
                "remove: \"99999999999999999999\" is not an item ID (a whole number, as \"checklists items\" shows)"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(Fixtures.error(arguments) == .usage(message))
    }

    @Test(
        "Impossible due dates are bad input",
        arguments: [
            (
                "2026-02-30 10:00",
                "--due: cannot read \"2026-02-30 10:00\" as a date: \"2026-02-30\" is not a day of the calendar"
            ),
            (
                "2026-12-01 24:61",
                "--due: cannot read \"2026-12-01 24:61\" as a date: \"24:61\" is not a time of day (00:00 to 23:59, or 12am to 11:59pm)"
            ),
            (
                "0001-01-01 00:00",
                "--due: cannot read \"0001-01-01 00:00\" as a date: dates must lie between the years 1970 and 9999"
            ),
            (
                "1969-12-31 09:00",
                "--due: cannot read \"1969-12-31 09:00\" as a date: dates must lie between the years 1970 and 9999"
            ),
        ])
    func badDates(text: String, message: String) {
        #expect(Fixtures.error(["add", "x", "--due", text]) == .badInput(message))
        #expect(Fixtures.error(["edit", "1", "--due", text]) == .badInput(message))
    }

    @Test("--due takes the phrases people say, and a time the clocks skip moves on by the gap")
    func duePhrases() {
        let now = Fixtures.date("2026-12-01 10:00:00")
        #expect(
            Fixtures.parse(["add", "x", "--due", "tomorrow 9am"], now: now)
                == .success(
                    .add(
                        NewItem(
                            text: "x", due: Fixtures.date("2026-12-02 09:00:00"), dueTimeZone: Fixtures.zone.identifier)
                    )))
        #expect(
            Fixtures.parse(["add", "x", "--due", "24 dec"], now: now)
                == .success(.add(NewItem(text: "x", due: Fixtures.date("2026-12-24 00:00:00"), dueIsAllDay: true))))
        #expect(
            Fixtures.parse(["add", "x", "--due", "2026-03-29 02:30"], now: now)
                == .success(
                    .add(
                        NewItem(
                            text: "x", due: Fixtures.date("2026-03-29 03:30:00"), dueTimeZone: Fixtures.zone.identifier)
                    )))
    }

    @Test("--repeat and the reminder options: rules, raw RRULE lines, durations and dates in order")
    func repeatAndReminders() throws {
        let now = Fixtures.date("2026-12-01 10:00:00")
        let weekly = RecurrenceRule(frequency: .weekly, weekdays: [.init(3)])
        #expect(
            Fixtures.parse(
                [
                    "add", "x", "--due", "2026-12-08 14:00", "--repeat", "RRULE:FREQ=WEEKLY;BYDAY=TU",
                    "--remind-before",
                    "15m", "--remind", "--remind-at", "dec 7 18:00",
                ], now: now)
                == .success(
                    .add(
                        NewItem(
                            text: "x", due: Fixtures.date("2026-12-08 14:00:00"), recurrence: ItemRepeat(rule: weekly),
                            reminders: [.atDue, .beforeDue(seconds: 900), .at(Fixtures.date("2026-12-07 18:00:00"))],
                            dueTimeZone: Fixtures.zone.identifier))))
        #expect(
            Fixtures.parse(["add", "x", "--repeat", "every tuesday 14:00"], now: now)
                == .success(
                    .add(
                        NewItem(
                            text: "x", due: Fixtures.date("2026-12-01 14:00:00"), recurrence: ItemRepeat(rule: weekly),
                            dueTimeZone: Fixtures.zone.identifier))
                ))
        var edit = ItemEdit(recurrence: .set(ItemRepeat(rule: weekly)), reminders: [])
        edit.dueWhenNone = ItemEdit.Due(Fixtures.date("2026-12-01 00:00:00"), isAllDay: true)
        #expect(
            Fixtures.parse(["edit", "4", "--repeat", "every tuesday", "--no-remind"], now: now)
                == .success(.edit(4, edit)))
    }

    @Test("A repeat or a reminder before the due time without a due date parses: the model's rules refuse it")
    func itemRulesAreTheModels() {
        let daily = ItemRepeat(rule: RecurrenceRule(frequency: .daily))
        #expect(
            Fixtures.parse(["add", "x", "--repeat", "RRULE:FREQ=DAILY", "--remind-before", "15m"])
                == .success(.add(NewItem(text: "x", recurrence: daily, reminders: [.beforeDue(seconds: 900)]))))
        var edit = ItemEdit(due: .clear, reminders: [.atDue])
        edit.recurrence = .set(ItemRepeat(rule: RecurrenceRule(frequency: .weekly, weekdays: [.init(3)])))
        #expect(
            Fixtures.parse(["edit", "1", "--repeat", "every tuesday", "--no-due", "--remind"])
                == .success(.edit(1, edit)),
            "--no-due takes no due date from the repeat's first occurrence")
    }

    @Test(
        "Unreadable phrases, rules and durations are bad input quoting them",
        arguments: [
            (["add", "x", "--due", "yesterday"], "--due: cannot read \"yesterday\" as a date"),
            (["add", "x", "--repeat", "every 0 days"], "--repeat: cannot read \"every 0 days\""),
            (
                ["add", "x", "--due", "2026-12-08 14:00", "--repeat", "RRULE:FREQ=HOURLY"],
                "--repeat: \"RRULE:FREQ=HOURLY\""
            ),
            (["add", "x", "--due", "2026-12-08 14:00", "--repeat", "dec 24"], "--repeat: \"dec 24\" is a date"),
            (
                ["add", "x", "--due", "2026-12-08 14:00", "--remind-before", "soon"],
                "--remind-before: cannot read \"soon\""
            ),
            (["edit", "1", "--remind-at", "every day"], "--remind-at: \"every day\" repeats"),
        ])
    func badPhrases(arguments: [String], start: String) {
        guard case .badInput(let message) = Fixtures.error(arguments) else {
            Issue.record("\(arguments) was not refused as bad input")
            return
        }
        #expect(message.hasPrefix(start), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test(
        "Repeat and reminder options that do not go together are usage errors",
        arguments: [
            (
                ["add", "x", "--due", "every day 9:00", "--repeat", "every monday"],
                "--due already says how the item repeats; leave out --repeat"
            ),
            (
                ["edit", "1", "--repeat", "every day", "--no-repeat"],
                "--repeat and --no-repeat cannot be used together"
            ),
            (["add", "x", "--no-repeat"], "unknown option --no-repeat"),
        ])
    func repeatUsage(arguments: [String], message: String) {
        #expect(Fixtures.error(arguments) == .usage(message))
    }
}
