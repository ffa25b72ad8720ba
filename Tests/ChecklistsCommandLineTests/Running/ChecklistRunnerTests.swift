import ChecklistsModel
import Foundation
import LocalNotifications
import TestSupport
import Testing

@testable import ChecklistsCommandLine

@Suite("Checklist commands: running against the model")
struct ChecklistRunnerTests {
    private let run: ChecklistsRun

    init() throws {
        run = try ChecklistsRun()
    }

    @Test("lists: a sentence, a table, or JSON with name, unchecked and account")
    func lists() throws {
        #expect(run(["lists"]).stdout == "No checklists.\n")
        #expect(run(["lists", "--json"]).stdout == "[]\n")
        #expect(run(["new-list", "groceries"]).status == .success)
        #expect(run(["new-list", "Errands"]).status == .success)
        run(["add", "Milk", "--list", "Groceries"])
        #expect(run(["lists"]).stdout == "NAME       UNCHECKED\nErrands    0\ngroceries  1\n")
        let json = run(["lists", "--json"])
        #expect(json.status == .success)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["name"] as? String == "Errands")
        #expect(array[0]["unchecked"] as? Int == 0)
        #expect(array[1]["name"] as? String == "groceries")
        #expect(array[1]["unchecked"] as? Int == 1)
        #expect(Set(array[0].keys) == ["name", "unchecked", "account"])
        #expect(array[0]["account"] is NSNull, "a checklist not synced has no account")
    }

    @Test("new-list prints nothing; a duplicate or empty name is bad input")
    func newList() {
        let created = run(["new-list", "Groceries"])
        #expect(created.status == .success && created.stdout.isEmpty && created.stderr.isEmpty)
        let duplicate = run(["new-list", "GROCERIES"])
        #expect(duplicate.status == .usage)
        #expect(duplicate.stderr == "checklists: a checklist with this name exists already\n")
        #expect(run(["new-list", " "]).stderr == "checklists: the name of a checklist cannot be empty\n")
        #expect(run(["lists"]).stdout == "NAME       UNCHECKED\nGroceries  0\n")
    }

    @Test("rename-list and remove-list find the checklist regardless of case")
    func renameAndRemove() {
        run(["new-list", "Groceries"])
        #expect(run(["rename-list", "groceries", "Food"]).status == .success)
        #expect(run(["lists"]).stdout == "NAME  UNCHECKED\nFood  0\n")
        let missing = run(["rename-list", "Groceries", "X"])
        #expect(missing.status == .usage)
        #expect(missing.stderr == "checklists: there is no checklist named \"Groceries\"\n")
        #expect(run(["remove-list", "nope"]).status == .usage)
        #expect(run(["remove-list", "FOOD"]).status == .success)
        #expect(run(["lists"]).stdout == "No checklists.\n")
    }

    @Test("add prints the new ID; without --list the checklist \"Checklist\" is created once")
    func addDefaultList() throws {
        #expect(run(["add", "Buy milk"]).stdout == "1\n")
        #expect(run(["add", "Buy eggs"]).stdout == "2\n")
        #expect(run(["lists", "--json"]).stdout.contains("\"Checklist\""))
        let items = try run.items()
        #expect(items.map { $0["list"] as? String } == ["Checklist", "Checklist"])
        #expect(run.scheduler.calls == [.cancel(["1"]), .cancel(["2"])])
    }

    @Test("add --list creates the checklist when missing and reuses it regardless of case")
    func addToList() throws {
        run(["add", "Call", "--list", "Errands"])
        run(["add", "Post", "--list", "errands"])
        #expect(run(["lists"]).stdout == "NAME     UNCHECKED\nErrands  2\n")
    }

    @Test("add --due --remind schedules the exact reminder")
    func addWithReminder() throws {
        let result = run(["add", "Buy milk", "--due", "2026-06-15 12:02", "--remind"])
        #expect(result.status == .success)
        #expect(result.stdout == "1\n")
        let request = NotificationRequest.itemReminder(
            id: 1, text: "Buy milk", year: 2026, month: 6, day: 15, hour: 12, minute: 2, zone: Fixtures.zone.identifier)
        #expect(run.scheduler.calls == [.cancel(["1"]), .schedule(request)])
        let item = try #require(try run.items().first)
        #expect(item["due"] as? String == "2026-06-15T12:02:00+02:00")
        #expect(item["remind"] as? Bool == true)
    }

    @Test("items --json: every key, due as ISO 8601 with offset or null, in the window's order")
    func itemsJSON() throws {
        run(["add", "Undated", "--list", "b-list"])
        run(["add", "Late", "--list", "b-list", "--due", "2026-12-24 18:30"])
        run(["add", "Early", "--list", "A-list", "--due", "2026-06-20 08:00", "--remind"])
        run(["check", "2"])
        let items = try run.items()
        #expect(items.map { $0["id"] as? Int } == [3, 2, 1])
        #expect(
            Set(items[0].keys)
                == [
                    "id", "uid", "text", "notes", "list", "checked", "due", "repeat", "remind", "reminders", "wake",
                    "zone", "nag", "ring",
                ])
        #expect(items[0]["notes"] is NSNull && items[0]["repeat"] is NSNull)
        #expect(items[0]["wake"] as? Bool == false)
        #expect(items[0]["ring"] as? Bool == false)
        #expect(items[0]["reminders"] as? [[String: Int]] == [["before": 0]])
        #expect(items[2]["reminders"] as? [Any] != nil && (items[2]["reminders"] as? [Any])?.isEmpty == true)
        #expect(Set(items.compactMap { $0["uid"] as? String }).count == 3)
        #expect(items[0]["list"] as? String == "A-list")
        #expect(items[1]["checked"] as? Bool == true)
        #expect(items[1]["due"] as? String == "2026-12-24T18:30:00+01:00")
        #expect(items[2]["due"] is NSNull)
        #expect(items[2]["text"] as? String == "Undated")
        let one = run(["items", "--list", "B-LIST", "--json"])
        #expect(one.status == .success)
        #expect(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) is [Any])
        #expect(one.stdout.contains("\"Late\"") && !one.stdout.contains("\"Early\""))
        #expect(run(["items", "--list", "nope"]).stderr == "checklists: there is no checklist named \"nope\"\n")
    }

    @Test("items prints a table, or a sentence when there are none")
    func itemsTable() {
        #expect(run(["items"]).stdout == "No items.\n")
        run(["add", "Buy milk", "--due", "2026-06-20 08:00:30", "--remind"])
        run(["add", "Eggs"])
        run(["check", "2"])
        #expect(
            run(["items"]).stdout == """
                ID  DONE  DUE               REMIND  REPEAT  LIST       TEXT
                1   [ ]   2026-06-20 08:00  remind          Checklist  Buy milk
                2   [x]                                     Checklist  Eggs

                """)
    }

    @Test("edit changes only what is given; the reminder follows")
    func edit() throws {
        run(["add", "Milk", "--due", "2026-06-20 08:00"])
        run.scheduler.calls = []
        #expect(run(["edit", "1", "--remind"]).status == .success)
        #expect(
            run.scheduler.calls == [
                .cancel(["1"]),
                .schedule(
                    NotificationRequest.itemReminder(
                        id: 1, text: "Milk", year: 2026, month: 6, day: 20, hour: 8, minute: 0,
                        zone: Fixtures.zone.identifier)),
            ])
        run.scheduler.calls = []
        #expect(run(["edit", "1", "--text", "Oat milk", "--due", "2026-06-21 09:15"]).status == .success)
        #expect(
            run.scheduler.calls.last
                == .schedule(
                    NotificationRequest.itemReminder(
                        id: 1, text: "Oat milk", year: 2026, month: 6, day: 21, hour: 9, minute: 15,
                        zone: Fixtures.zone.identifier)))
        run.scheduler.calls = []
        #expect(run(["edit", "1", "--no-due"]).status == .success)
        #expect(run.scheduler.calls == [.cancel(["1"])])
        let item = try #require(try run.items().first)
        #expect(item["due"] is NSNull)
        #expect(item["remind"] as? Bool == false)
        #expect(item["text"] as? String == "Oat milk")
    }

    @Test(
        "edit --remind needs a due date, given or stored: the model's message with the option, exit 2, nothing changes")
    func editRemindWithoutDue() {
        run(["add", "Milk"])
        let before = run.itemsJSON()
        run.scheduler.calls = []
        let result = run(["edit", "1", "--remind"])
        #expect(result.status == .usage)
        #expect(result.stderr == "checklists: reminders before the due time need a due date: give --due WHEN\n")
        #expect(run.itemsJSON() == before)
        #expect(run.scheduler.calls.isEmpty)
    }

    @Test("check cancels, uncheck schedules again, remove cancels")
    func checkUncheckRemove() {
        run(["add", "Milk", "--due", "2026-06-20 08:00", "--remind"])
        let request = NotificationRequest.itemReminder(
            id: 1, text: "Milk", year: 2026, month: 6, day: 20, hour: 8, minute: 0, zone: Fixtures.zone.identifier)
        run.scheduler.calls = []
        #expect(run(["check", "1"]).status == .success)
        #expect(run.scheduler.calls == [.cancel(["1"])])
        run.scheduler.calls = []
        #expect(run(["uncheck", "1"]).status == .success)
        #expect(run.scheduler.calls == [.cancel(["1"]), .schedule(request)])
        run.scheduler.calls = []
        let removed = run(["remove", "1"])
        #expect(removed.status == .success && removed.stdout.isEmpty)
        #expect(run.scheduler.calls == [.cancel(["1"])])
        #expect(run.itemsJSON() == "[]\n")
    }

    @Test("remove-list cancels the reminders of its items")
    func removeListCancels() {
        run(["add", "Milk", "--list", "Groceries", "--due", "2026-06-20 08:00", "--remind"])
        run(["add", "Eggs", "--list", "Groceries"])
        run.scheduler.calls = []
        #expect(run(["remove-list", "Groceries"]).status == .success)
        #expect(run.scheduler.calls == [.cancel(["1", "2"])])
    }

    @Test(
        "A missing item, an empty text, a bad date: exit 2, one line, nothing changes",
        arguments: [
            (["check", "9"], "there is no item with ID 9"),
            (["uncheck", "9"], "there is no item with ID 9"),
            (["remove", "9"], "there is no item with ID 9"),
            (["edit", "9", "--text", "x"], "there is no item with ID 9"),
            (["edit", "1", "--text", " "], "the text of an item cannot be empty"),
            (["add", "  "], "the text of an item cannot be empty"),
            (["add", "", "--list", "New list"], "the text of an item cannot be empty"),
            (["add", "a\nb"], "the text of an item cannot contain line breaks, tabs or other control characters"),
            (["add", "x", "--list", " "], "the name of a checklist cannot be empty"),
            (
                ["add", "x", "--due", "2026-02-30 10:00"],
                "--due: cannot read \"2026-02-30 10:00\" as a date: \"2026-02-30\" is not a day of the calendar"
            ),
            (
                ["add", "x", "--due", "next blursday"],
                "--due: cannot read \"next blursday\" as a date: Checklists does not know the word \"blursday\""
            ),
            (["add", "x", "--remind"], "reminders before the due time need a due date: give --due WHEN"),
            (
                ["add", "x", "--list", "Errands", "--remind-before", "15m"],
                "reminders before the due time need a due date: give --due WHEN"
            ),
            (
                ["add", "x", "--list", "Errands", "--repeat", "RRULE:FREQ=DAILY"],
                "a repeat needs a due date: give --due WHEN"
            ),
            (
                ["edit", "1", "--notes", "n", "--repeat", "RRULE:FREQ=DAILY"],
                "a repeat needs a due date: give --due WHEN"
            ),
            (["edit", "1", "--repeat", "every day", "--no-due"], "a repeat needs a due date: give --due WHEN"),
            (["edit", "1", "--remind", "--no-due"], "reminders before the due time need a due date: give --due WHEN"),
            (["rename-list", "Groceries", "checklist"], "a checklist with this name exists already"),
        ])
    func refused(arguments: [String], message: String) {
        run(["add", "Milk"])
        run(["new-list", "Groceries"])
        let before = run.itemsJSON()
        let lists = run(["lists", "--json"]).stdout
        run.scheduler.calls = []
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == "checklists: \(message)\n")
        #expect(result.stdout.isEmpty)
        #expect(run.itemsJSON() == before)
        #expect(run(["lists", "--json"]).stdout == lists)
        #expect(run.scheduler.calls.isEmpty)
    }

    @Test("Malformed commands do not even open the database")
    func parseErrorsOpenNothing() {
        for arguments in [["add"], ["add", "x", "--due", "2026-02-30 10:00"], ["check", "abc"], ["lists", "--yaml"]] {
            #expect(run(arguments).status == .usage)
        }
        #expect(run.openings == 0)
        #expect(!FileManager.default.fileExists(atPath: run.path))
        #expect(run(["pending"]).status == .success)
        #expect(run.openings == 0)
    }

    @Test("remindd unreachable when a reminder must be set: exit 1, the ID printed, the item saved")
    func reminderFails() throws {
        let reason = "cannot reach remindd: The name org.checklists.Remindd was not provided by any .service files"
        run.scheduler.failAll(reason)
        let result = run(["add", "Buy milk", "--due", "2026-06-15 12:02", "--remind"])
        #expect(result.status == .failure)
        #expect(result.stdout == "1\n")
        #expect(result.stderr == "checklists: item 1 was saved, but its reminder was not set: \(reason)\n")
        #expect(try run.items().first?["text"] as? String == "Buy milk")
        let check = run(["check", "1"])
        #expect(check.status == .failure)
        #expect(
            check.stderr.hasPrefix(
                "checklists: the change was saved, but the reminder of item 1 could not be cancelled"))
        #expect(try run.items().first?["checked"] as? Bool == true)
    }

    @Test("Without a reminder to set, an unreachable remindd does not matter")
    func noReminderNoFailure() {
        run.scheduler.failAll("cannot reach remindd")
        #expect(run(["add", "Buy milk"]).status == .success)
        #expect(run(["check", "1"]).status == .success)
        #expect(run(["remove", "1"]).status == .success)
    }

    @Test("A database that cannot be opened: exit 1 with one line")
    func cannotOpen() throws {
        try FileManager.default.createDirectory(atPath: run.path, withIntermediateDirectories: true)
        let result = run(["lists"])
        #expect(result.status == .failure)
        #expect(result.stderr.hasPrefix("checklists: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
