import CGtk
import ChecklistsModel
import ChecklistsPresentation

/// The left side of the window: Today and Upcoming with their counts, then the checklists,
/// with New, Rename and Delete below them. It holds which list is selected; the window shows
/// that list's items (`onSelect`).
final class ListsSidebar {
    /// The model and bars it shares with the rest of the window.
    let context: WindowContext
    private let listBox: UnsafeMutablePointer<GtkListBox>
    /// Rename and Delete, insensitive while a smart list shows.
    private let checklistButtons: [UnsafeMutablePointer<GtkWidget>]
    private var rows: [ChecklistRow] = []
    private var rebuilding = false
    /// The checklist selected, or the last one selected while a smart list shows (new items
    /// go there).
    private var selectedChecklistID: Int64?
    /// The smart list selected, if one is.
    private(set) var selectedSmartList: SmartList?
    /// Runs when the user selects another list.
    var onSelect: () -> Void = {}

    /// Wires the list box and its buttons of `builder`.
    init(builder: Builder, context: WindowContext) throws {
        self.context = context
        listBox = try builder.object("checklist_list")
        checklistButtons = try ["rename_list_button", "delete_list_button"].map { try builder.widget($0) }
        try builder.onClicked([
            "new_list_button": { [unowned self] in newChecklist() },
            "rename_list_button": { [unowned self] in renameChecklist() },
            "delete_list_button": { [unowned self] in deleteChecklist() },
        ])
        Signal.connect(listBox, "row-selected") { [unowned self] (_: gpointer?) in
            guard !rebuilding, let index = ListBoxes.selectedIndex(listBox), rows.indices.contains(index) else {
                return
            }
            choose(rows[index].choice)
            onSelect()
        }
        ListBoxes.separate(listBox, before: SmartList.allCases.count)
        // The list box takes no focus itself: its mnemonic (Alt+H) puts the keyboard on the
        // selected row. The handler reads no argument, so the signal's boolean fits.
        Signal.connectEvent(listBox, "mnemonic-activate") { [unowned self] _ in
            guard let row = gtk_list_box_get_selected_row(listBox) else { return false }
            gtk_widget_grab_focus(GObjectCast.widget(row))
            return true
        }
    }

    /// Rebuilds the rows from the model (a first checklist is made when there is none),
    /// counting the smart lists' unchecked ones among `items`, and selects the remembered
    /// list (or the first checklist).
    func reload(items: [ChecklistItem]) throws {
        var checklists = try context.model.checklists()
        if checklists.isEmpty { checklists = [try context.model.createChecklist(named: "Checklist")] }
        let now = context.clock.now
        let zone = context.clock.timeZone
        rebuilding = true
        defer { rebuilding = false }
        ListBoxes.removeAll(listBox)
        rows =
            try SmartList.allCases.map {
                try ChecklistRow(list: $0, count: $0.count(of: items, now: now, timeZone: zone))
            }
            + checklists.map { try ChecklistRow(checklist: $0) }
        for row in rows { gtk_container_add(GObjectCast.cast(listBox), GObjectCast.widget(row.row)) }
        let index =
            rows.firstIndex { row in
                selectedSmartList.map { row.choice.smartList == $0 }
                    ?? row.choice.checklist.map { $0.id == selectedChecklistID } ?? false
            } ?? SmartList.allCases.count
        choose(rows[index].choice)
        ListBoxes.select(listBox, index: index)
    }

    /// Selects the checklist with `id` at the next reload.
    func select(checklistID id: Int64) {
        selectedSmartList = nil
        selectedChecklistID = id
    }

    /// The selected checklist; nil while a smart list shows.
    var selectedChecklist: Checklist? {
        guard selectedSmartList == nil else { return nil }
        return newItemChecklist
    }

    /// The checklist that gets new items: the selected one, or while a smart list shows the
    /// one selected last (the first when none was).
    var newItemChecklist: Checklist? {
        let checklists = rows.compactMap(\.choice.checklist)
        return checklists.first { $0.id == selectedChecklistID } ?? checklists.first
    }

    /// Every checklist's name by its id, for rows that say which list an item is in.
    var checklistNames: [Int64: String] {
        Dictionary(rows.compactMap { $0.choice.checklist.map { ($0.id, $0.name) } }, uniquingKeysWith: { a, _ in a })
    }

    /// Makes `choice` the selected list (a smart list keeps the checklist new items go to).
    private func choose(_ choice: ListChoice) {
        selectedSmartList = choice.smartList
        selectedChecklistID = choice.checklist?.id ?? newItemChecklist?.id
        for button in checklistButtons { gtk_widget_set_sensitive(button, selectedSmartList == nil ? 1 : 0) }
    }
}
