import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

/// The daily reminder's Add item…: its category asks for text, and a reply becomes an item
/// of the default checklist.
@Suite("Daily reminder: replies")
struct DailyReminderReplyTests {
    private let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    /// The request names the category whose one action asks for text.
    @Test func requestOffersAddItem() {
        #expect(DailyReminder.standard.request.content.categoryIdentifier == DailyReminder.category)
        let action = DailyReminder.notificationCategory.actions.first
        #expect(action?.identifier == DailyReminder.addItemAction)
        #expect(action?.textInput == TextInput(buttonTitle: "Add", placeholder: "New item"))
        #expect(throws: Never.self) { try DailyReminder.notificationCategory.validate() }
        #expect(ChecklistsApp.notificationCategories.map(\.identifier) == ["item-reminder", "daily-reminder"])
    }

    /// A reply is trimmed and added without a due date to "Checklist", created when missing
    /// and reused after.
    @Test func replyAddsToTheDefaultChecklist() throws {
        let first = try harness.model.addItem(fromReply: "  Buy milk ")
        let second = try harness.model.addItem(fromReply: "Bread")
        let list = try #require(try harness.model.checklist(named: Checklist.defaultName))
        #expect(try harness.model.items(in: list.id).map(\.text) == ["Buy milk", "Bread"])
        #expect(first.dueDate == nil && !first.remindMe && second.checklistID == list.id)
    }

    /// An empty reply adds nothing, not even the checklist.
    @Test func emptyReplyAddsNothing() throws {
        #expect(throws: ChecklistsError.emptyText) { try harness.model.addItem(fromReply: "  \n") }
        #expect(try harness.model.checklists().isEmpty)
    }
}
