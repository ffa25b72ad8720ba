import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation

extension MainWindow {
    /// Rebuilds the rows of the selected checklist's items, keeping the selected item.
    func reloadItems() {
        let hadFocus = gtk_widget_has_focus(GObjectCast.widget(itemList)) != 0
            || gtk_list_box_get_selected_row(itemList).map { gtk_widget_has_focus(GObjectCast.widget($0)) != 0 } == true
        defer { if hadFocus { focusSelectedItem() } }
        let selectedItemID = ListBoxes.selectedIndex(itemList).flatMap { itemRows.indices.contains($0) ? itemRows[$0].item.id : nil }
        rebuilding = true
        defer { rebuilding = false }
        ListBoxes.removeAll(itemList)
        itemRows = []
        guard let checklist = selectedChecklist else {
            gtk_stack_set_visible_child_name(itemsStack, "empty")
            return
        }
        gtk_label_set_text_with_mnemonic(itemsHeading, "_Items of “\(checklist.name.replacingOccurrences(of: "_", with: "__"))”")
        do {
            let now = clock.now
            for item in try model.items(in: checklist.id) {
                let content = ItemRowContent(item: item, now: now, dates: dates)
                let row = try ItemRow(item: item, content: content) { [unowned self] checked in toggle(item.id, checked) }
                itemRows.append(row)
                gtk_container_add(GObjectCast.cast(itemList), GObjectCast.widget(row.row))
            }
        } catch {
            report(error)
        }
        gtk_stack_set_visible_child_name(itemsStack, itemRows.isEmpty ? "empty" : "items")
        if let index = itemRows.firstIndex(where: { $0.item.id == selectedItemID }) ?? (itemRows.isEmpty ? nil : 0) {
            ListBoxes.select(itemList, index: index)
        }
    }

    /// The selected item.
    var selectedItem: ChecklistItem? {
        ListBoxes.selectedIndex(itemList).flatMap { itemRows.indices.contains($0) ? itemRows[$0].item : nil }
    }

    /// Opens the dialog for a new item in the selected checklist.
    func newItem() {
        guard let checklist = selectedChecklist else { return }
        showItemDialog(item: nil) { [unowned self] draft in try model.addItem(draft, to: checklist.id) }
    }

    /// Opens the dialog on the selected item.
    func editSelectedItem() {
        guard let item = selectedItem else { return }
        showItemDialog(item: item) { [unowned self] draft in try model.updateItem(item.id, with: draft) }
    }

    /// Deletes the selected item, offering to undo it for a few seconds.
    func deleteSelectedItem() {
        guard let item = selectedItem else { return }
        do {
            let deleted = try model.deleteItem(item.id)
            undoBar.offer("Deleted “\(deleted.text)”") { [unowned self] in
                do {
                    try model.restoreItem(deleted)
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

    private func toggle(_ itemID: Int64, _ checked: Bool) {
        guard !rebuilding else { return }
        do {
            _ = try model.setChecked(itemID, checked)
        } catch {
            report(error)
        }
        // Rebuilding inside the check button's own signal would destroy it mid-emission.
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            if let data { Unmanaged<MainWindow>.fromOpaque(data).takeUnretainedValue().reloadChecklists() }
            return 0
        }, Unmanaged.passRetained(self).toOpaque(), { data in
            if let data { Unmanaged<MainWindow>.fromOpaque(data).release() }
        })
    }

    private func showItemDialog(item: ChecklistItem?, save: @escaping (ItemDraft) throws -> ChecklistItem) {
        do {
            let dialog = try ItemDialog(parent: window, item: item, defaultDue: model.nextFullHour(), dates: dates)
            dialog.onDone = { [unowned self] draft in
                do {
                    _ = try save(draft)
                } catch let error as ChecklistsError {
                    if case .reminderNotScheduled = error {
                        banner.show(error.description, type: GTK_MESSAGE_WARNING)
                        reloadChecklists()
                        return nil
                    }
                    return error.description
                } catch {
                    return "\(error)"
                }
                reloadChecklists()
                return nil
            }
            dialog.onRemindSwitchedOn = { [unowned self] in reminderWarning() }
            dialog.present()
        } catch {
            report(error)
        }
    }

    /// The first time Remind Me is switched on, checks that reminders can pop up and says
    /// what to do when they cannot (the counterpart of asking for permission).
    private func reminderWarning() -> String? {
        guard !checkedReminderAvailability else { return nil }
        checkedReminderAvailability = true
        guard case .unavailable(let message) = reminders.availability() else { return nil }
        banner.show(message, type: GTK_MESSAGE_WARNING)
        return message
    }
}
