import Foundation
import LocalNotifications

extension ChecklistsModel {
    /// After an item was saved: cancels its pending reminders, then schedules one request
    /// per reminder that comes in the future, while the item is unchecked.
    ///
    /// A failed cancel is reported only when it matters: when `previous` may have had a
    /// pending reminder that no new request replaces (Add replaces by identifier).
    func updateReminder(of item: ChecklistItem, previous: ChecklistItem?) throws(ChecklistsError) {
        let wanted = ItemReminder.requests(for: item, at: clock.now, in: clock.timeZone, sound: sound)
        let count = max(item.reminders.count, previous?.reminders.count ?? 0, 1)
        let identifiers = ItemReminder.identifiers(for: item.id, count: count)
        do {
            try reminders.cancel(identifiers)
        } catch {
            let replaced = Set(wanted.map(\.identifier))
            if let previous, Self.mayBePending(previous), identifiers.contains(where: { !replaced.contains($0) }) {
                throw .reminderNotCancelled(itemIDs: [item.id], reason: String(describing: error))
            }
        }
        for request in wanted {
            do {
                try reminders.schedule(request)
            } catch {
                throw .reminderNotScheduled(itemID: item.id, reason: String(describing: error))
            }
        }
    }

    /// After items were deleted: cancels all their reminders in one call. A failure is
    /// reported for the items that may have had a pending reminder.
    func cancelReminders(of items: [ChecklistItem]) throws(ChecklistsError) {
        guard !items.isEmpty else { return }
        do {
            try reminders.cancel(
                items.flatMap { ItemReminder.identifiers(for: $0.id, count: max($0.reminders.count, 1)) })
        } catch {
            let affected = items.filter(Self.mayBePending).map(\.id)
            if !affected.isEmpty {
                throw .reminderNotCancelled(itemIDs: affected, reason: String(describing: error))
            }
        }
    }

    /// Whether `item` may have a pending reminder that a cancel must reach: unchecked, with
    /// reminders (past ones too: a late reminder may still be pending).
    private static func mayBePending(_ item: ChecklistItem) -> Bool {
        !item.isChecked && !item.reminders.isEmpty
    }
}

extension ChecklistsModel {
    /// The sound of item reminders: the desktop's usual one, or none (Settings' Play sound).
    var sound: NotificationSound { playsSound ? .default : .none }
}
