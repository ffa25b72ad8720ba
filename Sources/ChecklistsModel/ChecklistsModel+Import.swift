import Foundation
import LocalNotifications
import Translations

extension ChecklistsModel {
    /// Why an item with a UID already here was left as it is.
    public static let notNewerReason = tr("not newer than the copy here")

    /// Imports items into checklists by name (created when missing), in one transaction;
    /// then applies the reminder rules to each added or updated item.
    ///
    /// An item whose UID is here already replaces it when its change time is later (it
    /// stays in its checklist, keeps its number, and keeps its change time); otherwise it is
    /// skipped. Each draft goes through the rules of typed items (`DraftRules`): one they
    /// refuse is skipped, counted under the rules' message, and the others are stored. A
    /// checklist name that is refused, or a storage failure, throws and nothing is stored.
    /// Reminders that cannot be scheduled do not undo the import: the summary's
    /// `reminderFailure` says so.
    public func importItems(_ lists: [(name: String, items: [ImportedItem])]) throws -> ImportSummary {
        let zone = clock.timeZone
        let now = clock.now
        var summary = ImportSummary()
        let changed: [(previous: ChecklistItem?, item: ChecklistItem)] = try write {
            var changed: [(ChecklistItem?, ChecklistItem)] = []
            for list in lists {
                let name = try TextRules.checklistName(list.name)
                let listID = try checklistID(named: name)
                for imported in list.items {
                    let draft: ItemDraft
                    do {
                        draft = try DraftRules.checked(imported.draft, zone: zone)
                    } catch {
                        summary.skip(String(describing: error))
                        continue
                    }
                    if let id = try store.itemID(withUID: imported.uid), let stored = try store.item(id) {
                        guard (imported.modified ?? .distantPast) > (stored.modified ?? .distantPast) else {
                            summary.skip(Self.notNewerReason)
                            continue
                        }
                        changed.append(
                            (stored, try save(imported, draft: draft, over: stored, in: stored.checklistID, now: now)))
                        summary.updated += 1
                    } else {
                        changed.append((nil, try save(imported, draft: draft, over: nil, in: listID, now: now)))
                        summary.added += 1
                    }
                }
            }
            return changed
        }
        summary.reminderFailure = updateReminders(of: changed)
        return summary
    }

    /// Inside a write: replaces `stored` (moved into `checklistID`) by the imported item, or
    /// adds it to `checklistID` when nil; returns the item as saved.
    func save(
        _ imported: ImportedItem, draft: ItemDraft, over stored: ChecklistItem?, in checklistID: Int64, now: Date
    ) throws -> ChecklistItem {
        var item =
            stored
            ?? ChecklistItem(
                id: 0, checklistID: checklistID, uid: imported.uid, text: draft.text, isChecked: false, dueDate: nil)
        item.checklistID = checklistID
        item.take(imported, draft: draft, now: now)
        if stored == nil {
            item.id = try store.insertItem(item, keepingID: false)
        } else {
            try store.updateItem(item)
        }
        return item
    }

    /// Cancels every request the imported items may have had, in one call, then schedules
    /// one per reminder in the future, all in one go (remindd's AddMany); returns the first
    /// failure.
    func updateReminders(of changed: [(previous: ChecklistItem?, item: ChecklistItem)]) -> ChecklistsError? {
        var failure: ChecklistsError?
        let identifiers = changed.flatMap { pair in
            ItemReminder.identifiers(
                for: pair.item.id, count: max(pair.item.reminders.count, pair.previous?.reminders.count ?? 0, 1))
        }
        do {
            try reminders.cancel(identifiers)
        } catch {
            let affected = changed.compactMap { $0.previous }.filter { !$0.isChecked && !$0.reminders.isEmpty }
            if !affected.isEmpty {
                failure = .reminderNotCancelled(itemIDs: affected.map(\.id), reason: String(describing: error))
            }
        }
        let requests = changed.flatMap {
            ItemReminder.requests(for: $0.item, at: clock.now, in: clock.timeZone, sound: sound)
        }
        do {
            try reminders.scheduleAll(requests)
        } catch {
            if let first = requests.first, let id = ItemReminder.itemID(fromIdentifier: first.identifier) {
                failure = failure ?? .reminderNotScheduled(itemID: id, reason: String(describing: error))
            }
        }
        return failure
    }

    /// The checklist named `name` (regardless of case), created when missing, inside a write.
    private func checklistID(named name: String) throws -> Int64 {
        let key = ItemOrdering.key(name)
        if let list = try store.checklists().first(where: { ItemOrdering.key($0.name) == key }) { return list.id }
        return try store.insertChecklist(named: name)
    }
}

extension ChecklistItem {
    /// Takes every field of an imported item, its draft already checked. The series' time
    /// kept beside a gap-shifted due date stays: iCalendar has no place for it.
    mutating func take(_ imported: ImportedItem, draft: ItemDraft, now: Date) {
        let seriesTime = recurrence?.timeOfDay
        apply(draft)
        if recurrence?.timeOfDay == nil { recurrence?.timeOfDay = seriesTime }
        uid = imported.uid
        isChecked = imported.isChecked
        completedAt = imported.isChecked ? imported.completedAt ?? imported.modified ?? now : nil
        created = imported.created ?? created ?? now
        modified = imported.modified ?? now
        extraProperties = imported.extraProperties
        start = draft.dueDate == nil ? nil : imported.start
    }
}
