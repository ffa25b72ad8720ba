import Foundation
import LocalNotifications

extension ChecklistsModel {
    /// After an item was saved: cancels its pending reminder, then schedules a new one when
    /// Remind Me is on, the item is unchecked and the due date is in the future.
    ///
    /// A failed cancel is reported only when it matters: when `previous` may have had a
    /// pending reminder and no new one replaces it (Add replaces by identifier).
    func updateReminder(of item: ChecklistItem, previous: ChecklistItem?) throws(ChecklistsError) {
        let wanted =
            ItemReminder.isWanted(for: item, at: clock.now)
            ? ItemReminder.request(for: item, in: clock.timeZone, sound: sound) : nil
        do {
            try reminders.cancel([ItemReminder.identifier(for: item.id)])
        } catch {
            if wanted == nil, let previous, ItemReminder.mayBePending(for: previous) {
                throw .reminderNotCancelled(itemIDs: [item.id], reason: String(describing: error))
            }
        }
        guard let wanted else { return }
        do {
            try reminders.schedule(wanted)
        } catch {
            throw .reminderNotScheduled(itemID: item.id, reason: String(describing: error))
        }
    }

    /// After items were deleted: cancels all their reminders in one call. A failure is
    /// reported for the items that may have had a pending reminder.
    func cancelReminders(of items: [ChecklistItem]) throws(ChecklistsError) {
        guard !items.isEmpty else { return }
        do {
            try reminders.cancel(items.map { ItemReminder.identifier(for: $0.id) })
        } catch {
            let affected = items.filter(ItemReminder.mayBePending).map(\.id)
            if !affected.isEmpty {
                throw .reminderNotCancelled(itemIDs: affected, reason: String(describing: error))
            }
        }
    }
}

extension ChecklistsModel {
    /// The sound of item reminders: the desktop's usual one, or none (Settings' Play sound).
    var sound: NotificationSound { playsSound ? .default : .none }
}
