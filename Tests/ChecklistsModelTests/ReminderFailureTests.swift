import Foundation
import TestSupport
import Testing

@testable import ChecklistsModel

@Suite("Reminder failures: the data stays saved, the error says so")
struct ReminderFailureTests {
    private let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }
    private let reason = "cannot reach remindd: The name org.checklists.Remindd was not provided by any .service files"

    @Test("Add: the item is saved and reminderNotScheduled says so and why")
    func addFails() throws {
        let list = try harness.list()
        harness.reminders.failAll(reason)
        let draft = ItemDraft(text: "Milk", dueDate: ModelHarness.date("2026-06-15 18:30"), remindMe: true)
        var thrown: ChecklistsError?
        do {
            _ = try model.addItem(draft, to: list.id)
        } catch let error as ChecklistsError {
            thrown = error
        }
        let items = try model.items(in: list.id)
        #expect(items.count == 1)
        let id = try #require(items.first?.id)
        #expect(thrown == .reminderNotScheduled(itemID: id, reason: reason))
        #expect(thrown?.changeWasSaved == true)
        #expect(thrown?.description == "item \(id) was saved, but its reminder was not set: \(reason)")
    }

    @Test("Update and uncheck: saved, reminderNotScheduled")
    func updateFails() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: false)
        harness.reminders.failAll(reason)
        let draft = ItemDraft(text: "Oat milk", dueDate: item.dueDate, remindMe: true)
        #expect(throws: ChecklistsError.reminderNotScheduled(itemID: item.id, reason: reason)) {
            try model.updateItem(item.id, with: draft)
        }
        #expect(try model.item(item.id)?.text == "Oat milk")
        #expect(throws: ChecklistsError.reminderNotCancelled(itemIDs: [item.id], reason: reason)) {
            try model.setChecked(item.id, true)
        }
        #expect(try model.item(item.id)?.isChecked == true)
        #expect(throws: ChecklistsError.reminderNotScheduled(itemID: item.id, reason: reason)) {
            try model.setChecked(item.id, false)
        }
        #expect(try model.item(item.id)?.isChecked == false)
    }

    @Test("No reminder wanted and none pending: a failing service is no error")
    func quietWithoutReminders() throws {
        let list = try harness.list()
        harness.reminders.failAll(reason)
        let item = try model.addItem(ItemDraft(text: "Milk", dueDate: nil, remindMe: false), to: list.id)
        _ = try model.setChecked(item.id, true)
        _ = try model.setChecked(item.id, false)
        _ = try model.updateItem(item.id, with: ItemDraft(text: "Oat milk", dueDate: nil, remindMe: false))
        _ = try model.deleteItem(item.id)
        #expect(try model.items(in: list.id).isEmpty)
    }

    @Test("Delete: the item is gone, reminderNotCancelled says its reminder may still pop up")
    func deleteFails() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: true)
        harness.reminders.failAll(reason)
        let error = ChecklistsError.reminderNotCancelled(itemIDs: [item.id], reason: reason)
        #expect(throws: error) { try model.deleteItem(item.id) }
        #expect(try model.item(item.id) == nil)
        #expect(error.changeWasSaved)
        #expect(
            error.description
                == "the change was saved, but the reminder of item \(item.id) could not be cancelled and may still pop up: \(reason)"
        )
    }

    @Test("Delete checklist: everything is gone; the error names the items that had reminders")
    func deleteChecklistFails() throws {
        let list = try harness.list()
        let milk = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: true)
        try harness.item("Eggs", in: list)
        let bread = try harness.item("Bread", in: list, due: "2026-06-15 19:30", remind: true)
        harness.reminders.failAll(reason)
        let error = ChecklistsError.reminderNotCancelled(itemIDs: [milk.id, bread.id], reason: reason)
        #expect(throws: error) { try model.deleteChecklist(list.id) }
        #expect(try model.checklists().isEmpty)
        #expect(try model.allItems().isEmpty)
        #expect(error.description.contains("reminder of items \(milk.id), \(bread.id) could not be cancelled"))
    }

    @Test("A failed cancel before a successful schedule is no error (Add replaces)")
    func cancelFailsScheduleWorks() throws {
        let list = try harness.list()
        let item = try harness.item("Milk", in: list, due: "2026-06-15 18:30", remind: true)
        harness.reminders.cancelError = RecordingReminders.Failure(description: reason)
        _ = try model.updateItem(item.id, with: ItemDraft(text: "Oat milk", dueDate: item.dueDate, remindMe: true))
        #expect(harness.reminders.calls.count == 2)
    }

    @Test("Validation and lookup errors mean nothing was saved")
    func notSaved() {
        for error in [ChecklistsError.emptyName, .duplicateName, .emptyText, .noSuchItem(1), .storage("x")] {
            #expect(!error.changeWasSaved)
        }
    }
}
