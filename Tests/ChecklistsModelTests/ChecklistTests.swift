import Foundation
import Testing

@testable import ChecklistsModel

@Suite("Checklists: create, rename, delete, order")
struct ChecklistTests {
    private let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }

    @Test("A new checklist is trimmed, empty, and listed")
    func create() throws {
        let list = try model.createChecklist(named: "  Groceries \t")
        #expect(list.name == "Groceries")
        #expect(list.uncheckedCount == 0)
        #expect(try model.checklists() == [list])
        #expect(harness.reminders.calls.isEmpty)
    }

    @Test("Checklists are sorted by name regardless of case, then by ID")
    func order() throws {
        let zoo = try model.createChecklist(named: "zoo")
        let apples = try model.createChecklist(named: "Apples")
        let bread = try model.createChecklist(named: "bread")
        #expect(try model.checklists().map(\.name) == ["Apples", "bread", "zoo"])
        #expect(try model.checklists().map(\.id) == [apples.id, bread.id, zoo.id])
    }

    @Test("Names are unique regardless of case; nothing is added")
    func duplicate() throws {
        _ = try model.createChecklist(named: "Groceries")
        #expect(throws: ChecklistsError.duplicateName) { try model.createChecklist(named: " GROCERIES ") }
        #expect(try model.checklists().count == 1)
    }

    @Test("Lookup by name ignores case and surrounding spaces")
    func lookup() throws {
        let list = try model.createChecklist(named: "Groceries")
        #expect(try model.checklist(named: "groceries") == list)
        #expect(try model.checklist(named: " GROCERIES ") == list)
        #expect(try model.checklist(named: "Grocery") == nil)
        #expect(try model.checklist(list.id) == list)
    }

    @Test(
        "Invalid names are refused with a message",
        arguments: [
            ("", ChecklistsError.emptyName), (" \n\t ", .emptyName),
            (
                String(repeating: "n", count: 201),
                .invalidName("the name of a checklist can have at most 200 characters (this one has 201)")
            ),
            (
                "two\nlines",
                .invalidName("the name of a checklist cannot contain line breaks, tabs or other control characters")
            ),
            (
                "a\u{7}bell",
                .invalidName("the name of a checklist cannot contain line breaks, tabs or other control characters")
            ),
        ])
    func invalidNames(name: String, error: ChecklistsError) {
        #expect(throws: error) { try model.createChecklist(named: name) }
        #expect((try? model.checklists())?.isEmpty == true)
    }

    @Test("200 characters are allowed")
    func longestName() throws {
        let name = String(repeating: "é", count: 200)
        #expect(try model.createChecklist(named: name).name == name)
    }

    @Test("Renaming keeps the ID and count; a change of case alone is allowed")
    func rename() throws {
        let list = try harness.list("groceries")
        try harness.item("Milk", in: list)
        let renamed = try model.renameChecklist(list.id, to: " Groceries ")
        #expect(renamed == Checklist(id: list.id, name: "Groceries", uncheckedCount: 1))
        #expect(try model.checklists() == [renamed])
    }

    @Test("Renaming to another checklist's name, or an unknown checklist, is refused")
    func renameRefused() throws {
        let list = try harness.list("Groceries")
        _ = try harness.list("Errands")
        #expect(throws: ChecklistsError.duplicateName) { try model.renameChecklist(list.id, to: "errands") }
        #expect(throws: ChecklistsError.emptyName) { try model.renameChecklist(list.id, to: "  ") }
        #expect(throws: ChecklistsError.noSuchChecklistID(999)) { try model.renameChecklist(999, to: "New") }
        #expect(try model.checklists().map(\.name) == ["Errands", "Groceries"])
    }

    @Test("The unchecked count follows the items")
    func uncheckedCount() throws {
        let list = try harness.list()
        let milk = try harness.item("Milk", in: list)
        try harness.item("Eggs", in: list)
        _ = try model.setChecked(milk.id, true)
        #expect(try model.checklists().first?.uncheckedCount == 1)
    }

    @Test("Deleting a checklist deletes its items and cancels every reminder of them in one call")
    func delete() throws {
        let list = try harness.list()
        let other = try harness.list("Other")
        let milk = try harness.item("Milk", in: list, due: "2026-06-16 09:00", remind: true)
        let eggs = try harness.item("Eggs", in: list)
        let kept = try harness.item("Kept", in: other)
        try model.deleteChecklist(list.id)
        #expect(harness.reminders.calls == [.cancel([String(milk.id), String(eggs.id)])])
        #expect(try model.checklists() == [Checklist(id: other.id, name: "Other", uncheckedCount: 1)])
        #expect(try model.item(milk.id) == nil)
        #expect(try model.allItems() == [kept])
    }

    @Test("Deleting an empty checklist calls nothing; an unknown one is refused")
    func deleteEmpty() throws {
        let list = try harness.list()
        try model.deleteChecklist(list.id)
        #expect(harness.reminders.calls.isEmpty)
        #expect(throws: ChecklistsError.noSuchChecklistID(list.id)) { try model.deleteChecklist(list.id) }
    }

    @Test("A deleted checklist's name can be used again; IDs keep counting")
    func reuseName() throws {
        let first = try harness.list()
        try model.deleteChecklist(first.id)
        let second = try harness.list()
        #expect(second.id > first.id)
    }
}
