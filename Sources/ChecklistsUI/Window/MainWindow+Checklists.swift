import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Translations

extension MainWindow {
    /// Rebuilds the rows of the lists pane (Today and Upcoming with their counts, then the
    /// checklists) and selects the remembered list (or the first checklist).
    func reloadChecklists() {
        do {
            var checklists = try model.checklists()
            if checklists.isEmpty {
                checklists = [try model.createChecklist(named: "Checklist")]
            }
            let items = try model.allItems()
            let now = clock.now
            rebuilding = true
            ListBoxes.removeAll(checklistList)
            checklistRows =
                try SmartList.allCases.map {
                    try ChecklistRow(list: $0, count: $0.count(of: items, now: now, timeZone: clock.timeZone))
                } + checklists.map { try ChecklistRow(checklist: $0) }
            for row in checklistRows { gtk_container_add(GObjectCast.cast(checklistList), GObjectCast.widget(row.row)) }
            let firstChecklist = SmartList.allCases.count
            let index =
                checklistRows.firstIndex { row in
                    selectedSmartList.map { row.choice.smartList == $0 }
                        ?? row.choice.checklist.map { $0.id == selectedChecklistID } ?? false
                } ?? firstChecklist
            if checklistRows[index].choice.smartList == nil { selectedSmartList = nil }
            selectedChecklistID = checklistRows[index].choice.checklist?.id ?? newItemChecklist?.id
            ListBoxes.select(checklistList, index: index)
            rebuilding = false
            reloadItems()
            onReload(TraySummary(items: items, now: now, timeZone: clock.timeZone))
        } catch {
            rebuilding = false
            report(error)
        }
    }

    /// The selected checklist; nil while a smart list shows.
    var selectedChecklist: Checklist? {
        guard selectedSmartList == nil else { return nil }
        return newItemChecklist
    }

    /// The checklist that gets new items: the selected one, or while a smart list shows the
    /// one selected last (the first when none was).
    var newItemChecklist: Checklist? {
        let checklists = checklistRows.compactMap(\.choice.checklist)
        return checklists.first { $0.id == selectedChecklistID } ?? checklists.first
    }

    /// Asks for a name and adds a checklist.
    func newChecklist() {
        showNameDialog(title: tr("New Checklist"), name: "") { [unowned self] name in
            let checklist = try model.createChecklist(named: name)
            selectedChecklistID = checklist.id
        }
    }

    /// Asks for a new name for the selected checklist.
    func renameChecklist() {
        guard let checklist = selectedChecklist else { return }
        showNameDialog(title: tr("Rename “%s”", checklist.name), name: checklist.name) { [unowned self] name in
            _ = try model.renameChecklist(checklist.id, to: name)
        }
    }

    /// Asks, then deletes the selected checklist with its items and their reminders.
    func deleteChecklist() {
        guard let checklist = selectedChecklist else { return }
        let count = (try? model.items(in: checklist.id).count) ?? 0
        let detail =
            count == 0
            ? tr("It has no items.")
            : trn(
                "Its item and its reminder will be deleted too.",
                "Its %d items and their reminders will be deleted too.", count)
        do {
            try ConfirmDialog.ask(parent: window, text: tr("Delete “%s”?", checklist.name), detail: detail) {
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
