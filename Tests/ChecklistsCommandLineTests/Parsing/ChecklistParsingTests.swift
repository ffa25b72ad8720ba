import ChecklistsModel
import Foundation
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
                == .success(.add(NewItem(text: "Call", list: "Errands", due: due, reminders: [.atDue]))))
        #expect(
            Fixtures.parse(["add", "--due=2026-12-24 18:30", "--", "--weird text"])
                == .success(.add(NewItem(text: "--weird text", due: due))))
    }

    @Test("--due reads local time, accepts seconds and drops them")
    func dueSeconds() {
        #expect(
            Fixtures.parse(["add", "x", "--due", "2026-12-24 18:30:59"])
                == .success(.add(NewItem(text: "x", due: Fixtures.date("2026-12-24 18:30:00")))))
        #expect(
            Fixtures.parse(["add", "x", "--due", "2026-07-01 09:05"])
                == .success(.add(NewItem(text: "x", due: Fixtures.date("2026-07-01 09:05:00")))))
    }

    @Test("A past due date is allowed (the item is simply overdue)")
    func pastDue() {
        #expect(
            Fixtures.parse(["add", "x", "--due", "2020-01-01 10:00"])
                == .success(.add(NewItem(text: "x", due: Fixtures.date("2020-01-01 10:00:00")))))
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
            Fixtures.parse(["edit", "3", "--due", "2026-12-24 18:30"]) == .success(.edit(3, ItemEdit(due: .set(.init(due))))))
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
            (["add", "a", "--remind"], "--remind and --remind-before need a due date: give --due WHEN"),
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
                    + "--remind-before or --remind-at"
            ),
            (["edit", "3", "--due", "2026-12-24 18:30", "--no-due"], "--due and --no-due cannot be used together"),
            (["edit", "3", "--remind", "--no-remind"], "--no-remind cannot be used with --remind, --remind-before or --remind-at"),
            (
                ["edit", "3", "--remind", "--no-due"],
                "--remind and --remind-before need a due date; they cannot be used with --no-due"
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
            ("2026-02-30 10:00", "--due: 2026-02-30 10:00 is not a valid date"),
            ("2026-12-01 24:61", "--due: 2026-12-01 24:61 is not a valid time"),
            ("2026-12-01 10:60", "--due: 2026-12-01 10:60 is not a valid time"),
            ("tomorrow", "--due: \"tomorrow\" is not a date-time in the form \"YYYY-MM-DD HH:MM[:SS]\""),
            ("2026-03-29 02:30", "--due: 2026-03-29 02:30 does not exist in Europe/Berlin (the clocks skip it)"),
            ("0001-01-01 00:00", "--due: the due date must be between the years 1970 and 9999, not 0001-01-01 00:00"),
            ("1969-12-31 09:00", "--due: the due date must be between the years 1970 and 9999, not 1969-12-31 09:00"),
        ])
    func badDates(text: String, message: String) {
        #expect(Fixtures.error(["add", "x", "--due", text]) == .badInput(message))
        #expect(Fixtures.error(["edit", "1", "--due", text]) == .badInput(message))
    }

    @Test("Every option of add, items and edit is explained in its help")
    func helpMentionsOptions() {
        for flag in ["--list", "--due", "--remind", "--help"] { #expect(HelpText.add.contains(flag), "\(flag)") }
        for flag in ["--list", "--json"] { #expect(HelpText.items.contains(flag), "\(flag)") }
        for flag in ["--text", "--due", "--no-due", "--remind", "--no-remind"] {
            #expect(HelpText.edit.contains(flag), "\(flag)")
        }
        for key in ["id", "text", "list", "checked", "due", "remind"] { #expect(HelpText.items.contains(key)) }
    }
}
