import ChecklistsModel
import Foundation
import Translations

extension CommandRunner {
    /// The checklist that `add` uses when no `--list` is given, created when missing.
    public static let defaultChecklistName = Checklist.defaultName

    /// Runs a checklist command against the model, opened here.
    func executeChecklistCommand(_ command: Command) throws(CommandLineError) {
        let model = try checklists { [output] in
            try openModel { problem in output.standardError("checklists: \(Self.oneLine(problem))\n") }
        }
        switch command {
        case .lists(let json):
            let lists = try checklists { try model.checklists() }
            if json {
                let accounts = try checklists { try model.accountsByChecklist() }
                output.standardOutput(try ChecklistsJSON.lists(lists, accounts: accounts))
            } else {
                output.standardOutput(ChecklistsTables.lists(lists))
            }
        case .newList(let name):
            _ = try checklists { try model.createChecklist(named: name) }
        case .renameList(let name, let newName):
            let list = try existingChecklist(name, in: model)
            _ = try checklists { try model.renameChecklist(list.id, to: newName) }
        case .removeList(let name):
            let list = try existingChecklist(name, in: model)
            try checklists { try model.deleteChecklist(list.id) }
        case .add(let newItem):
            try add(newItem, to: model)
        case .items(let list, let json):
            try printItems(of: list, in: model, json: json)
        case .edit(let id, let edit):
            try self.edit(id, edit, in: model)
        case .check(let id):
            _ = try checklists { try model.setChecked(id, true) }
        case .uncheck(let id):
            _ = try checklists { try model.setChecked(id, false) }
        case .remove(let id):
            _ = try checklists { try model.deleteItem(id) }
        case .export(let file, let list):
            try exportCalendar(to: file, list: list, from: model)
        case .import(let file, let list):
            try importCalendar(from: file, list: list, into: model)
        default:
            throw .usage(tr("not a checklist command"))
        }
    }

    /// Adds the item, creating its checklist when missing (not for an item the model's rules
    /// refuse), and prints its ID, also when only its reminder failed (the item is saved
    /// then; the error still follows).
    private func add(_ newItem: NewItem, to model: ChecklistsModel) throws(CommandLineError) {
        _ = try checklists { try DraftRules.checked(newItem.draft, zone: timeZone) }
        let name = newItem.list ?? Self.defaultChecklistName
        let list = try checklists { try model.checklist(named: name) ?? model.createChecklist(named: name) }
        do {
            let item = try model.addItem(newItem.draft, to: list.id)
            output.standardOutput("\(item.id)\n")
            reportSchedule(of: item)
        } catch let error as ChecklistsError {
            if case .reminderNotScheduled(let id, _) = error { output.standardOutput("\(id)\n") }
            throw CommandLineError(error)
        } catch {
            throw .failure("\(error)")
        }
    }

    /// Prints the items of one checklist, or of all, in the window's order.
    private func printItems(of list: String?, in model: ChecklistsModel, json: Bool) throws(CommandLineError) {
        let lists = try checklists { try model.checklists() }
        let names = Dictionary(uniqueKeysWithValues: lists.map { ($0.id, $0.name) })
        let items: [ChecklistItem]
        if let list {
            let checklist = try existingChecklist(list, in: model)
            items = try checklists { try model.items(in: checklist.id) }
        } else {
            items = try checklists { try model.allItems() }
        }
        output.standardOutput(
            json
                ? try ChecklistsJSON.items(items, names: names, in: timeZone)
                : ChecklistsTables.items(items, names: names, in: timeZone))
    }

    /// Applies `edit` to the stored item; the model's rules decide what it may hold (a repeat
    /// or a reminder before the due time needs a due date, given or stored).
    private func edit(_ id: Int64, _ edit: ItemEdit, in model: ChecklistsModel) throws(CommandLineError) {
        guard let item = try checklists({ try model.item(id) }) else {
            throw CommandLineError(ChecklistsError.noSuchItem(id))
        }
        let draft = edit.applied(to: item.draft)
        let saved = try checklists { try model.updateItem(id, with: draft) }
        if edit.due != .keep || edit.recurrence != .keep || edit.dueWhenNone != nil { reportSchedule(of: saved) }
    }

    /// Says on standard error when the item is due and how it repeats, as stored, so that a
    /// phrase such as "fri 7pm" can be checked (standard output keeps only the ID).
    private func reportSchedule(of item: ChecklistItem) {
        guard let due = item.dueDate else { return }
        let zone = item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? timeZone
        let date = DueDescription.text(due, isAllDay: item.dueIsAllDay, zone: zone)
        let line =
            item.recurrence.map {
                tr("item %1$d due %2$s, %3$s", "\(item.id)", date, RepeatDescription.text($0, zone: zone))
            } ?? tr("item %1$d due %2$s", "\(item.id)", date)
        output.standardError("checklists: \(line)\n")
    }

    /// The checklist with this name; bad input when there is none.
    private func existingChecklist(_ name: String, in model: ChecklistsModel) throws(CommandLineError) -> Checklist {
        guard let list = try checklists({ try model.checklist(named: name) }) else {
            throw CommandLineError(ChecklistsError.noSuchChecklist(name))
        }
        return list
    }

    /// Runs a call of the model (or the opening of its database), carrying its error over.
    func checklists<Result>(_ call: () throws -> Result) throws(CommandLineError) -> Result {
        do {
            return try call()
        } catch let error as ChecklistsError {
            throw CommandLineError(error)
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw .failure(String(describing: error))
        }
    }
}
