import CGtk
import ChecklistsModel
import ChecklistsPresentation

/// One row of the lists pane, from data/ui/ChecklistRow.ui: a smart list's or a
/// checklist's name and how many of its items are still unchecked.
final class ChecklistRow {
    /// The row widget, owned by the list box once added.
    let row: UnsafeMutablePointer<GtkListBoxRow>
    /// Keeps the row's widgets alive: the builder holds the only reference until the row
    /// is added to its list.
    private let builder: Builder
    /// What the row stands for.
    let choice: ListChoice

    /// A checklist's row.
    convenience init(checklist: Checklist) throws {
        try self.init(choice: .checklist(checklist), name: checklist.name, count: checklist.uncheckedCount)
    }

    /// A smart list's row, with the count of its unchecked items.
    convenience init(list: SmartList, count: Int) throws {
        try self.init(choice: .smart(list), name: list.name, count: count)
    }

    private init(choice: ListChoice, name: String, count: Int) throws {
        builder = try Builder("ChecklistRow")
        self.choice = choice
        row = try builder.object("row")
        gtk_label_set_text(try builder.object("name"), name)
        gtk_label_set_text(try builder.object("count"), count == 0 ? "" : "\(count)")
        if case .smart(let list) = choice {
            gtk_image_set_from_icon_name(
                try builder.object("icon"), list == .today ? "alarm-symbolic" : "x-office-calendar-symbolic",
                GTK_ICON_SIZE_MENU)
            gtk_widget_show(try builder.widget("icon"))
        }
        atk_object_set_name(gtk_widget_get_accessible(GObjectCast.widget(row)), WindowWords.listRow(name, toDo: count))
    }
}
