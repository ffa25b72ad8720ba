import CGtk
import ChecklistsModel

extension MainWindow {
    /// Rebuilds the checklist rows and selects the remembered checklist (or the first).
    func reloadChecklists() {
        do {
            var checklists = try model.checklists()
            if checklists.isEmpty {
                checklists = [try model.createChecklist(named: "Checklist")]
            }
            rebuilding = true
            ListBoxes.removeAll(checklistList)
            checklistRows = try checklists.map { try ChecklistRow(checklist: $0) }
            for row in checklistRows { gtk_container_add(GObjectCast.cast(checklistList), GObjectCast.widget(row.row)) }
            let index = checklists.firstIndex { $0.id == selectedChecklistID } ?? 0
            selectedChecklistID = checklists[index].id
            ListBoxes.select(checklistList, index: index)
            rebuilding = false
            reloadItems()
            if let summary = traySummary() { onReload(summary) }
        } catch {
            rebuilding = false
            report(error)
        }
    }

    /// The selected checklist.
    var selectedChecklist: Checklist? {
        checklistRows.first { $0.checklist.id == selectedChecklistID }?.checklist
    }

    /// Asks for a name and adds a checklist.
    func newChecklist() {
        showNameDialog(title: "New Checklist", name: "") { [unowned self] name in
            let checklist = try model.createChecklist(named: name)
            selectedChecklistID = checklist.id
        }
    }

    /// Asks for a new name for the selected checklist.
    func renameChecklist() {
        guard let checklist = selectedChecklist else { return }
        showNameDialog(title: "Rename “\(checklist.name)”", name: checklist.name) { [unowned self] name in
            _ = try model.renameChecklist(checklist.id, to: name)
        }
    }

    /// Asks, then deletes the selected checklist with its items and their reminders.
    func deleteChecklist() {
        guard let checklist = selectedChecklist else { return }
        let count = (try? model.items(in: checklist.id).count) ?? 0
        let detail =
            count == 0
            ? "It has no items."
            : "Its \(count == 1 ? "item" : "\(count) items") and \(count == 1 ? "its reminder" : "their reminders") will be deleted too."
        do {
            try ConfirmDialog.ask(parent: window, text: "Delete “\(checklist.name)”?", detail: detail) {
                [unowned self] in
                do {
                    try model.deleteChecklist(checklist.id)
                    onLocalEdit()
                    selectedChecklistID = nil
                } catch {
                    report(error)
                }
                reloadChecklists()
            }
        } catch {
            report(error)
        }
    }

    private func showNameDialog(title: String, name: String, save: @escaping (String) throws -> Void) {
        do {
            let dialog = try NameDialog(parent: window, title: title, name: name)
            dialog.onDone = { [unowned self] name in
                do {
                    try save(name)
                    onLocalEdit()
                } catch {
                    return "\(error)"
                }
                reloadChecklists()
                return nil
            }
            dialog.present()
        } catch {
            report(error)
        }
    }
}
