import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Translations

extension MainWindow {
    /// Shows the items of the search, the selected smart list or the selected checklist,
    /// keeping the selected item; items of several checklists say which one they are in.
    func reloadItems() {
        let now = clock.now
        let shown: (heading: String, empty: String, items: [ChecklistItem], namesLists: Bool)
        do {
            if let query = search.query {
                let search = ItemSearch(query)
                shown = (
                    WindowWords.itemsMatching(query), WindowWords.noMatches(query),
                    search.results(in: try model.allItems()), true
                )
            } else if let list = selectedSmartList {
                shown = (
                    WindowWords.itemsIn(list), WindowWords.nothingIn(list),
                    list.items(from: try model.allItems(), now: now, timeZone: clock.timeZone), true
                )
            } else if let checklist = selectedChecklist {
                shown = (
                    WindowWords.itemsOf(checklist.name), WindowWords.noItemsYet, try model.items(in: checklist.id),
                    false
                )
            } else {
                shown = (tr("_Items"), WindowWords.noItemsYet, [], false)
            }
        } catch {
            report(error)
            return
        }
        for button in checklistButtons { gtk_widget_set_sensitive(button, selectedSmartList == nil ? 1 : 0) }
        gtk_label_set_text_with_mnemonic(itemsHeading, shown.heading)
        gtk_label_set_text(emptyLabel, shown.empty)
        let names = Dictionary(
            checklistRows.compactMap { $0.choice.checklist.map { ($0.id, $0.name) } }, uniquingKeysWith: { a, _ in a })
        itemList.show(
            shown.items,
            contents: shown.items.map {
                ItemRowContent(
                    item: $0, now: now, dates: dates, checklistName: shown.namesLists ? names[$0.checklistID] : nil)
            })
        gtk_stack_set_visible_child_name(itemsStack, itemList.items.isEmpty ? "empty" : "items")
    }

    /// The selected item.
    var selectedItem: ChecklistItem? {
        itemList.selectedItem
    }

    /// Opens the dialog for a new item in the selected checklist (while a smart list or the
    /// search shows, in the checklist selected last).
    func newItem() {
        guard let checklist = newItemChecklist else { return }
        showItemDialog(item: nil) { [unowned self] draft in try model.addItem(draft, to: checklist.id) }
    }

    /// Opens the dialog on the selected item.
    func editSelectedItem() {
        if let item = selectedItem { editItem(item) }
    }

    /// Opens the dialog on `item`.
    func editItem(_ item: ChecklistItem) {
        showItemDialog(item: item) { [unowned self] draft in try model.updateItem(item.id, with: draft) }
    }

    /// Deletes the selected item, offering to undo it for a few seconds.
    func deleteSelectedItem() {
        guard let item = selectedItem else { return }
        do {
            let deleted = try model.deleteItem(item.id)
            onLocalEdit()
            undoBar.offer(tr("Deleted “%s”", deleted.text)) { [unowned self] in
                do {
                    try model.restoreItem(deleted)
                    onLocalEdit()
                } catch {
                    report(error)
                }
                reloadChecklists()
            }
        } catch {
            report(error)
        }
        reloadChecklists()
    }

    /// Keys of the item list: Delete deletes, Space ticks or unticks (Enter edits through
    /// row-activated).
    func handleItemKey(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        var keyval: guint = 0
        gdk_event_get_keyval(event, &keyval)
        switch Int32(keyval) {
        case GDK_KEY_Delete, GDK_KEY_KP_Delete:
            deleteSelectedItem()
            return true
        case GDK_KEY_space:
            guard let item = selectedItem else { return false }
            toggle(item.id, !item.isChecked)
            return true
        default:
            return false
        }
    }

    /// Ticks or unticks an item, which cancels or schedules its reminders. Ticking a
    /// repeating item moves it to its next date; the undo bar says so and Undo brings the
    /// occurrence back.
    func toggle(_ itemID: Int64, _ checked: Bool) {
        do {
            let changed = try model.setChecked(itemID, checked)
            onLocalEdit()
            if checked, !changed.isChecked, let due = changed.dueDate {
                let zone = changed.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? dates.timeZone
                let said = dates.inZone(zone).text(due, isAllDay: changed.dueIsAllDay)
                undoBar.offer(WindowWords.movedTo(said)) { [unowned self] in
                    do {
                        _ = try model.setChecked(itemID, false)
                        onLocalEdit()
                    } catch {
                        report(error)
                    }
                    reloadChecklists()
                }
            }
        } catch {
            report(error)
        }
        reloadChecklists()
    }

    private func showItemDialog(item: ChecklistItem?, save: @escaping (ItemDraft) throws -> ChecklistItem) {
        do {
            let defaults = (try? settings.load().defaultAlarms) ?? []
            let dialog = try ItemDialog(
                parent: window, item: item, defaultDue: model.nextFullHour(), defaultReminders: defaults, dates: dates,
                now: { [clock] in clock.now })
            dialog.onDone = { [unowned self] draft in
                do {
                    _ = try save(draft)
                    onLocalEdit()
                } catch let error as ChecklistsError {
                    // remindd's answers come as progress in the bar: the window's reminder
                    // service never throws, so this is the item's own error.
                    return WindowWords.sentence(error.description)
                } catch {
                    return WindowWords.sentence("\(error)")
                }
                reloadChecklists()
                return nil
            }
            dialog.onRemindSwitchedOn = { [unowned self] warn in checkReminders(warn) }
            dialog.present()
        } catch {
            report(error)
        }
    }

    /// The first time a reminder is added, asks remindd (without waiting for it) whether
    /// reminders can pop up, and says what to do when they cannot (the counterpart of asking
    /// for permission), in the bar and through `warn`.
    private func checkReminders(_ warn: @escaping (String) -> Void) {
        guard !checkedReminderAvailability else { return }
        checkedReminderAvailability = true
        reminders.checkAvailability { [weak self] availability in
            guard case .unavailable(let message) = availability else { return }
            self?.banner.show(message, type: GTK_MESSAGE_WARNING)
            warn(message)
        }
    }
}
