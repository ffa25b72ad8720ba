import Foundation
import LocalNotifications
import SQLiteSupport
import Translations

extension ChecklistsModel {
    /// The items of a checklist, by due date (items without one after), then by ID.
    public func items(in checklistID: Int64) throws -> [ChecklistItem] {
        try read { () throws(StoreError) in try store.items(in: checklistID) }.sorted(by: ItemOrdering.items)
    }

    /// Every item of every checklist: by checklist (in the order of `checklists()`), then as
    /// in `items(in:)`.
    public func allItems() throws -> [ChecklistItem] {
        let lists = try checklists()
        let position = Dictionary(uniqueKeysWithValues: lists.enumerated().map { ($0.element.id, $0.offset) })
        let items = try read { () throws(StoreError) in try store.allItems() }
        return items.sorted { a, b in
            let (left, right) = (position[a.checklistID] ?? Int.max, position[b.checklistID] ?? Int.max)
            return left != right ? left < right : ItemOrdering.items(a, b)
        }
    }

    /// The item with this ID; nil when none.
    public func item(_ id: Int64) throws -> ChecklistItem? {
        try read { () throws(StoreError) in try store.item(id) }
    }

    /// Adds an unchecked item with the next ID and a new UID, then applies the reminder rules.
    public func addItem(_ draft: ItemDraft, to checklistID: Int64) throws -> ChecklistItem {
        let draft = try DraftRules.checked(draft, zone: clock.timeZone)
        let now = clock.now
        var item = ChecklistItem(
            id: 0, checklistID: checklistID, uid: UUID().uuidString.lowercased(), text: draft.text, isChecked: false,
            dueDate: nil, created: now, modified: now)
        item.apply(draft)
        item.id = try write {
            guard try store.checklist(checklistID) != nil else { throw ChecklistsError.noSuchChecklistID(checklistID) }
            return try store.insertItem(item, keepingID: false)
        }
        try updateReminder(of: item, previous: nil)
        return item
    }

    /// Adds `text` as a new item, without a due date, to the default checklist
    /// (`Checklist.defaultName`, created when missing): the reply to the daily reminder's
    /// Add item… action. Text the item rules refuse adds nothing.
    public func addItem(fromReply text: String) throws -> ChecklistItem {
        let text = try TextRules.itemText(text)
        let list = try checklist(named: Checklist.defaultName) ?? createChecklist(named: Checklist.defaultName)
        return try addItem(ItemDraft(text: text, dueDate: nil, remindMe: false), to: list.id)
    }

    /// Replaces an item's text, notes, due date, repeat and reminders, then applies the
    /// reminder rules. It forgets the occurrence a check-off moved on from.
    public func updateItem(_ id: Int64, with draft: ItemDraft) throws -> ChecklistItem {
        let draft = try DraftRules.checked(draft, zone: clock.timeZone)
        let (previous, item) = try write {
            guard let previous = try store.item(id) else { throw ChecklistsError.noSuchItem(id) }
            var item = previous
            item.apply(draft)
            item.modified = clock.now
            try store.updateItem(item)
            return (previous, item)
        }
        try updateReminder(of: item, previous: previous)
        return item
    }

    /// Checks an item off or unchecks it, then applies the reminder rules.
    ///
    /// Checking off a repeating item moves it to its next occurrence instead (see
    /// `ChecklistsModel+Repeat`); the last occurrence of a finished series is checked off for
    /// good. Unchecking a repeating item right after it moved on brings the occurrence back.
    public func setChecked(_ id: Int64, _ checked: Bool) throws -> ChecklistItem {
        let (previous, item) = try write {
            guard let previous = try store.item(id) else { throw ChecklistsError.noSuchItem(id) }
            let (item, moved) = try changedCheck(of: previous, to: checked)
            try store.updateItem(item, previous: moved)
            return (previous, item)
        }
        try updateReminder(of: item, previous: previous)
        return item
    }

    /// Shows the item's reminder again after `minutes` (the popup's Snooze), under the
    /// identifier of the reminder that popped up ("12/2" leaves "12" pending), by default the
    /// item's first. remindd keeps the snoozed request, so it survives restarts of both processes.
    public func snoozeReminder(of id: Int64, forMinutes minutes: Int, requestIdentifier: String? = nil) throws {
        guard AppSettings.snoozeRange.contains(minutes) else {
            throw ChecklistsError.settingsFile(
                tr(
                    "the snooze length must be %s to %s minutes, not %s", "\(AppSettings.snoozeRange.lowerBound)",
                    "\(AppSettings.snoozeRange.upperBound)", "\(minutes)"))
        }
        guard let item = try store.item(id) else { throw ChecklistsError.noSuchItem(id) }
        let snoozed =
            requestIdentifier.flatMap { ItemReminder.itemID(fromIdentifier: $0) == id ? $0 : nil }
            ?? ItemReminder.identifier(for: id)
        do {
            try reminders.schedule(
                ItemReminder.snoozedRequest(
                    for: item, after: TimeInterval(minutes * 60), identifier: snoozed, sound: sound))
        } catch {
            throw ChecklistsError.reminderNotScheduled(itemID: id, reason: "\(error)")
        }
    }

    /// Deletes an item and cancels its reminder; returns what was deleted, for undo.
    ///
    /// When it throws `reminderNotCancelled`, the item was deleted all the same.
    public func deleteItem(_ id: Int64) throws -> ChecklistItem {
        let item = try write {
            guard let item = try store.item(id) else { throw ChecklistsError.noSuchItem(id) }
            try store.deleteItem(id)
            return item
        }
        try cancelReminders(of: [item])
        return item
    }

    /// Puts a deleted item back (undo): same ID, UID, checklist and fields; then applies the
    /// reminder rules again. Fails with `cannotRestore` when its checklist is gone.
    public func restoreItem(_ item: ChecklistItem) throws {
        var restored = item
        restored.apply(try DraftRules.checked(item.draft, zone: clock.timeZone))
        try write {
            guard try store.checklist(item.checklistID) != nil else {
                throw ChecklistsError.cannotRestore(itemID: item.id, reason: tr("its checklist was deleted"))
            }
            guard try store.item(item.id) == nil else {
                throw ChecklistsError.cannotRestore(itemID: item.id, reason: tr("an item with this ID exists already"))
            }
            if !restored.uid.isEmpty, try store.itemID(withUID: restored.uid) != nil {
                throw ChecklistsError.cannotRestore(itemID: item.id, reason: tr("an item with its UID exists already"))
            }
            _ = try store.insertItem(restored, keepingID: true)
        }
        try updateReminder(of: restored, previous: nil)
    }
}

extension ChecklistItem {
    /// Takes the editable fields of a checked draft; without a due date there is no start.
    mutating func apply(_ draft: ItemDraft) {
        text = draft.text
        notes = draft.notes
        dueDate = draft.dueDate
        dueTimeZone = draft.dueTimeZone
        dueIsAllDay = draft.dueIsAllDay
        recurrence = draft.recurrence
        reminders = draft.reminders
        wakesComputer = draft.wakesComputer && !draft.reminders.isEmpty
        nagInterval = draft.reminders.isEmpty ? nil : draft.nagInterval
        ringsAlarm = draft.ringsAlarm && !draft.reminders.isEmpty
        if draft.dueDate == nil { start = nil }
    }
}
