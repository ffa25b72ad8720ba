import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Translations

/// New, Rename and Delete under the lists: each asks in a dialog, then changes the model.
extension ListsSidebar {
    /// Asks for a name and adds a checklist, which is then selected.
    func newChecklist() {
        showNameDialog(title: tr("New Checklist"), name: "") { [unowned self] name in
            let checklist = try context.model.createChecklist(named: name)
            select(checklistID: checklist.id)
        }
    }

    /// Asks for a new name for the selected checklist.
    func renameChecklist() {
        guard let checklist = selectedChecklist else { return }
        showNameDialog(title: tr("Rename “%s”", checklist.name), name: checklist.name) { [unowned self] name in
            _ = try context.model.renameChecklist(checklist.id, to: name)
        }
    }

    /// Asks, then deletes the selected checklist with its items and their reminders.
    func deleteChecklist() {
        guard let checklist = selectedChecklist else { return }
        let count = (try? context.model.items(in: checklist.id).count) ?? 0
        let detail =
            count == 0
            ? tr("It has no items.")
            : trn(
                "Its item and its reminder will be deleted too.",
                "Its %d items and their reminders will be deleted too.", count)
        do {
            try ConfirmDialog.ask(parent: context.window, text: tr("Delete “%s”?", checklist.name), detail: detail) {
                [unowned self] in
                context.edit { try context.model.deleteChecklist(checklist.id) }
            }
        } catch {
            context.report(error)
        }
    }

    /// The name dialog; `save` runs on Save, and its error stays in the dialog.
    private func showNameDialog(title: String, name: String, save: @escaping (String) throws -> Void) {
        do {
            let dialog = try NameDialog(parent: context.window, title: title, name: name)
            dialog.onDone = { [unowned self] name in
                do {
                    try save(name)
                    context.onLocalEdit()
                } catch {
                    return "\(error)"
                }
                context.reload()
                return nil
            }
            dialog.present()
        } catch {
            context.report(error)
        }
    }
}
