import Foundation
import Testing

@testable import ChecklistsModel

@Suite("Items: add, edit, check, delete, restore, order")
struct ItemTests {
    private let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }

    @Test("A new item is stored trimmed, unchecked, with its due date to the minute, a UID and its times")
    func add() throws {
        let list = try harness.list()
        let draft = ItemDraft(text: "  Buy milk ", dueDate: ModelHarness.date("2026-06-16 09:30:42"), remindMe: false)
        let item = try model.addItem(draft, to: list.id)
        #expect(UUID(uuidString: item.uid) != nil)
        let expected = ChecklistItem(
            id: item.id, checklistID: list.id, uid: item.uid, text: "Buy milk", isChecked: false,
            dueDate: ModelHarness.date("2026-06-16 09:30"), created: harness.clock.now, modified: harness.clock.now)
        #expect(item == expected)
        #expect(try model.item(item.id) == expected)
        try harness.reopen()
        #expect(try harness.model.item(item.id) == expected)
    }

    @Test("Adding to an unknown checklist is refused")
    func addToUnknownList() {
        #expect(throws: ChecklistsError.noSuchChecklistID(42)) {
            try model.addItem(ItemDraft(text: "x", dueDate: nil, remindMe: false), to: 42)
        }
        #expect(harness.reminders.calls.isEmpty)
    }

    @Test(
        "A due date outside the years 1970 to 9999, NaN or infinite is refused and nothing changes",
        arguments: [1e20, 1e300, -1e20, -1e300, .nan, .infinity, -.infinity])
    func impossibleDueDates(_ seconds: Double) throws {
        let list = try harness.list()
        let kept = try harness.item("Kept", in: list, due: "2026-07-01 10:00")
        let far = Date(timeIntervalSince1970: seconds)
        let added = Result { try model.addItem(ItemDraft(text: "x", dueDate: far, remindMe: true), to: list.id) }
        let edited = Result { try model.updateItem(kept.id, with: ItemDraft(text: "y", dueDate: far, remindMe: true)) }
        for result in [added, edited] {
            #expect(throws: ChecklistsError.self) { try result.get() }
            if case .failure(let error as ChecklistsError) = result {
                #expect(error.description.hasPrefix("the due date must be between the years 1970 and 9999, not "))
            }
        }
        #expect(try model.items(in: list.id) == [kept])
        #expect(harness.reminders.calls.isEmpty)
    }

    @Test("Items are sorted by due date, items without one last, ties by ID")
    func order() throws {
        let list = try harness.list()
        let undated1 = try harness.item("Undated 1", in: list)
        let late = try harness.item("Late", in: list, due: "2026-07-01 10:00")
        let early = try harness.item("Early", in: list, due: "2026-06-01 10:00")
        let undated2 = try harness.item("Undated 2", in: list)
        let early2 = try harness.item("Early too", in: list, due: "2026-06-01 10:00")
        #expect(try model.items(in: list.id).map(\.id) == [early.id, early2.id, late.id, undated1.id, undated2.id])
    }

    @Test("All items: by checklist name regardless of case, then as within a checklist")
    func allItems() throws {
        let zoo = try harness.list("zoo")
        let apples = try harness.list("Apples")
        let z1 = try harness.item("Z", in: zoo, due: "2026-06-01 10:00")
        let a1 = try harness.item("A undated", in: apples)
        let a2 = try harness.item("A dated", in: apples, due: "2026-08-01 10:00")
        #expect(try model.allItems().map(\.id) == [a2.id, a1.id, z1.id])
    }

    @Test("Updating replaces text, due date and Remind Me; checked state and list stay")
    func update() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list)
        _ = try model.setChecked(item.id, true)
        let updated = try model.updateItem(
            item.id, with: ItemDraft(text: "Oat milk", dueDate: ModelHarness.date("2026-06-20 18:00"), remindMe: true))
        #expect(updated.text == "Oat milk")
        #expect(updated.isChecked)
        #expect(updated.checklistID == list.id)
        #expect(updated.dueDate == ModelHarness.date("2026-06-20 18:00"))
        #expect(updated.remindMe)
        #expect(try model.item(item.id) == updated)
    }

    @Test("Updating, checking or deleting an unknown item is refused")
    func unknownItem() {
        #expect(throws: ChecklistsError.noSuchItem(7)) {
            try model.updateItem(7, with: ItemDraft(text: "x", dueDate: nil, remindMe: false))
        }
        #expect(throws: ChecklistsError.noSuchItem(7)) { try model.setChecked(7, true) }
        #expect(throws: ChecklistsError.noSuchItem(7)) { try model.deleteItem(7) }
        #expect(harness.reminders.calls.isEmpty)
    }

    @Test("An invalid edit changes nothing")
    func invalidEdit() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list)
        #expect(throws: ChecklistsError.emptyText) {
            try model.updateItem(item.id, with: ItemDraft(text: " ", dueDate: nil, remindMe: true))
        }
        #expect(try model.item(item.id) == item)
        #expect(harness.reminders.calls.isEmpty)
    }

    @Test("IDs keep counting after deletions and after reopening the file")
    func idsKeepCounting() throws {
        let list = try harness.list()
        let first = try harness.item("First", in: list)
        let second = try harness.item("Second", in: list)
        _ = try model.deleteItem(second.id)
        let third = try harness.item("Third", in: list)
        #expect(third.id == second.id + 1)
        _ = try model.deleteItem(third.id)
        try harness.reopen()
        let fourth = try harness.item("Fourth", in: list)
        #expect(fourth.id == third.id + 1)
        #expect(first.id < second.id)
    }

    @Test("Deleting returns the item; restoring puts it back with the same ID and fields")
    func restore() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-01 08:00")
        _ = try model.setChecked(item.id, true)
        let deleted = try model.deleteItem(item.id)
        #expect(deleted.id == item.id && deleted.isChecked)
        #expect(try model.items(in: list.id).isEmpty)
        try model.restoreItem(deleted)
        #expect(try model.items(in: list.id) == [deleted])
        let next = try harness.item("Next", in: list)
        #expect(next.id == item.id + 1)
    }

    @Test("Restoring fails clearly when the checklist is gone or the item exists")
    func restoreRefused() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list)
        #expect(throws: ChecklistsError.cannotRestore(itemID: item.id, reason: "an item with this ID exists already")) {
            try model.restoreItem(item)
        }
        try model.deleteChecklist(list.id)
        let error = ChecklistsError.cannotRestore(itemID: item.id, reason: "its checklist was deleted")
        #expect(throws: error) { try model.restoreItem(item) }
        #expect(error.description == "item \(item.id) cannot be restored: its checklist was deleted")
        #expect(try model.allItems().isEmpty)
    }

    @Test("Overdue: unchecked, with a due date before now")
    func overdue() {
        let now = ModelHarness.date("2026-06-15 10:20")
        var item = ChecklistItem(
            id: 1, checklistID: 1, text: "x", isChecked: false, dueDate: ModelHarness.date("2026-06-15 10:19"),
            remindMe: false)
        #expect(item.isOverdue(at: now))
        item.dueDate = now
        #expect(!item.isOverdue(at: now))
        item.dueDate = ModelHarness.date("2026-06-15 10:19")
        item.isChecked = true
        #expect(!item.isOverdue(at: now))
        item.isChecked = false
        item.dueDate = nil
        #expect(!item.isOverdue(at: now))
    }
}
