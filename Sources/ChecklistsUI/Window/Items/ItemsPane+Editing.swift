import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Translations

/// What the user does to items: tick, add, edit, delete. Each goes to the model, which
/// schedules or cancels the item's reminders in remindd; the window then shows the model again.
extension ItemsPane {
    /// Ticks or unticks an item, which cancels or schedules its reminders. Ticking a
    /// repeating item moves it to its next date; the undo bar says so and Undo brings the
    /// occurrence back.
    func toggle(_ itemID: Int64, _ checked: Bool) {
        context.edit {
            let changed = try context.model.setChecked(itemID, checked)
            guard checked, !changed.isChecked, let due = changed.dueDate else { return }
            let zone = changed.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? context.dates.timeZone
            let said = context.dates.inZone(zone).text(due, isAllDay: changed.dueIsAllDay)
            context.undoBar.offer(WindowWords.movedTo(said)) { [unowned self] in
                context.edit { _ = try context.model.setChecked(itemID, false) }
            }
        }
    }

    /// Opens the dialog for a new item in the checklist `newItemChecklist` names.
    func newItem() {
        guard let checklist = newItemChecklist() else { return }
        showItemDialog(item: nil) { [unowned self] draft in try context.model.addItem(draft, to: checklist.id) }
    }

    /// Opens the dialog on the selected item.
    func editSelectedItem() {
        if let item = itemList.selectedItem { editItem(item) }
    }

    /// Opens the dialog on `item`.
    func editItem(_ item: ChecklistItem) {
        showItemDialog(item: item) { [unowned self] draft in try context.model.updateItem(item.id, with: draft) }
    }

    /// Deletes the selected item, offering to undo it for a few seconds.
    func deleteSelectedItem() {
        guard let item = itemList.selectedItem else { return }
        context.edit {
            let deleted = try context.model.deleteItem(item.id)
            context.undoBar.offer(tr("Deleted “%s”", deleted.text)) { [unowned self] in
                context.edit { try context.model.restoreItem(deleted) }
            }
        }
    }

    /// The item dialog; `save` runs on Save, and the model's refusal stays in the dialog as
    /// a sentence.
    private func showItemDialog(item: ChecklistItem?, save: @escaping (ItemDraft) throws -> ChecklistItem) {
        do {
            let defaults = (try? context.settings.load().defaultAlarms) ?? []
            let dialog = try ItemDialog(
                parent: context.window, item: item, defaultDue: context.model.nextFullHour(),
                defaultReminders: defaults, dates: context.dates, now: { [clock = context.clock] in clock.now })
            dialog.onDone = { [unowned self] draft in
                do {
                    _ = try save(draft)
                    context.onLocalEdit()
                } catch let error as ChecklistsError {
                    // remindd's answers come as progress in the bar: the window's reminder
                    // service never throws, so this is the item's own error.
                    return WindowWords.sentence(error.description)
                } catch {
                    return WindowWords.sentence("\(error)")
                }
                context.reload()
                return nil
            }
            dialog.onRemindSwitchedOn = { [unowned self] warn in checkReminders(warn) }
            dialog.present()
            context.reminders.probe { [weak dialog] state in dialog?.allowWaking(state.wakeAlarm) }
        } catch {
            context.report(error)
        }
    }

    /// The first time a reminder is added, asks remindd (without waiting for it) whether
    /// reminders can pop up, and says what to do when they cannot (the counterpart of asking
    /// for permission), in the bar and through `warn`.
    private func checkReminders(_ warn: @escaping (String) -> Void) {
        guard !checkedReminderAvailability else { return }
        checkedReminderAvailability = true
        context.reminders.checkAvailability { [weak self] availability in
            guard case .unavailable(let message) = availability else { return }
            self?.context.banner.show(message, type: GTK_MESSAGE_WARNING)
            warn(message)
        }
    }
}
