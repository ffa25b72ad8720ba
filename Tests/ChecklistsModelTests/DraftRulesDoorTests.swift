import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsModel

/// The item rules have one owner, `DraftRules`, and every door that stores an item goes
/// through it: adding, editing, importing and the sync's apply refuse the same drafts with
/// the same one-line message.
@Suite("The item rules at every door")
struct DraftRulesDoorTests {
    let harness: ModelHarness

    init() throws {
        harness = try ModelHarness()
    }

    private var model: ChecklistsModel { harness.model }

    /// Due Tuesday 2026-06-16 14:00.
    private static let due = ModelHarness.date("2026-06-16 14:00")

    /// Drafts the rules refuse, each with the error the user reads.
    private static let refused: [(draft: ItemDraft, error: ChecklistsError)] = [
        (
            ItemDraft(
                text: "Call", dueDate: nil, recurrence: ItemRepeat(rule: RecurrenceRule(frequency: .daily)),
                reminders: []),
            .dueDateNeeded("a repeat needs a due date")
        ),
        (
            ItemDraft(text: "Call", dueDate: nil, reminders: [.beforeDue(seconds: 900)]),
            .dueDateNeeded("reminders before the due time need a due date")
        ),
        (
            ItemDraft(text: "Call", dueDate: nil, remindMe: true),
            .dueDateNeeded("reminders before the due time need a due date")
        ),
        (
            ItemDraft(text: "Call", dueDate: due, reminders: [.beforeDue(seconds: 400 * 86_400)]),
            .invalidItemDetail("a reminder can come at most a year before the due time")
        ),
    ]

    /// Every call to remindd since the last reset.
    private var reminderCalls: Int { harness.reminders.calls.count }

    @Test("add refuses each with its message; nothing is stored and remindd is not called")
    func add() throws {
        let list = try harness.list()
        for (draft, error) in Self.refused {
            #expect(throws: error) { try model.addItem(draft, to: list.id) }
        }
        #expect(try model.items(in: list.id).isEmpty)
        #expect(reminderCalls == 0)
    }

    @Test("The messages say what is missing in one line, and only the due-date ones send the user to the due date")
    func messages() {
        #expect(
            Self.refused.map(\.error.description) == [
                "a repeat needs a due date", "reminders before the due time need a due date",
                "reminders before the due time need a due date",
                "a reminder can come at most a year before the due time",
            ])
        #expect(Self.refused.map(\.error.concernsDueDate) == [true, true, true, false])
    }

    @Test("update refuses each with its message; the stored item stays as it was")
    func update() throws {
        let list = try harness.list()
        let item = try model.addItem(
            ItemDraft(
                text: "Call", dueDate: Self.due, recurrence: ItemRepeat(rule: RecurrenceRule(frequency: .weekly)),
                reminders: [.atDue]), to: list.id)
        harness.reminders.reset()
        for (draft, error) in Self.refused {
            #expect(throws: error) { try model.updateItem(item.id, with: draft) }
        }
        #expect(try model.item(item.id) == item)
        #expect(reminderCalls == 0)
    }

    @Test("import skips each, counted under its message, and stores the rest")
    func importing() throws {
        let list = try harness.list("Work")
        let kept = try model.addItem(ItemDraft(text: "Kept", dueDate: Self.due, remindMe: true), to: list.id)
        harness.clock.now = ModelHarness.date("2026-06-15 11:00")
        var items = Self.refused.enumerated().map { index, refused in
            ImportedItem(uid: "refused-\(index)", draft: refused.draft, modified: harness.clock.now)
        }
        items.append(ImportedItem(uid: kept.uid, draft: Self.refused[1].draft, modified: harness.clock.now))
        items.append(ImportedItem(uid: "fine", draft: ItemDraft(text: "Fine", dueDate: nil, remindMe: false)))
        let summary = try model.importItems([("Work", items)])
        #expect(
            summary.line
                == "1 item added, 0 updated, 5 skipped (1 a reminder can come at most a year before the due time; "
                + "1 a repeat needs a due date; 3 reminders before the due time need a due date)")
        #expect(try model.items(in: list.id).map(\.text) == ["Kept", "Fine"])
        #expect(try model.item(kept.id) == kept, "a newer copy the rules refuse does not replace the one here")
    }

    @Test("The sync's apply leaves the item here as it was and reports the refused copies with their messages")
    func syncApply() throws {
        let list = try harness.list()
        let kept = try model.addItem(ItemDraft(text: "Kept", dueDate: Self.due, remindMe: true), to: list.id)
        harness.reminders.reset()
        var items = Self.refused.enumerated().map { index, refused in
            ImportedItem(uid: "server-\(index)", draft: refused.draft)
        }
        items.append(ImportedItem(uid: kept.uid, draft: Self.refused[0].draft))
        let applied = try model.applySynced(items, into: list.id)
        #expect(applied.added == 0 && applied.updated == 0)
        #expect(applied.refused.map(\.uid) == ["server-0", "server-1", "server-2", "server-3", kept.uid])
        #expect(applied.refused.map(\.reason) == Self.refused.map(\.error.description) + ["a repeat needs a due date"])
        #expect(try model.items(in: list.id) == [kept])
        #expect(harness.reminders.calls == [.cancel([])], "no reminder is set or cancelled")
    }
}
