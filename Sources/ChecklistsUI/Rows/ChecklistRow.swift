import CGtk
import ChecklistsModel

/// One checklist's row: its name and the count of unchecked items, from data/ui/ChecklistRow.ui.
final class ChecklistRow {
    /// The row widget, owned by the list box once added.
    let row: UnsafeMutablePointer<GtkListBoxRow>
    /// Keeps the row's widgets alive: the builder holds the only reference until the row
    /// is added to its list.
    private let builder: Builder
    /// The checklist the row shows.
    let checklist: Checklist

    /// Builds the row.
    init(checklist: Checklist) throws {
        builder = try Builder("ChecklistRow")
        self.checklist = checklist
        row = try builder.object("row")
        gtk_label_set_text(try builder.object("name"), checklist.name)
        gtk_label_set_text(
            try builder.object("count"), checklist.uncheckedCount == 0 ? "" : "\(checklist.uncheckedCount)")
        let unchecked = checklist.uncheckedCount == 1 ? "1 item to do" : "\(checklist.uncheckedCount) items to do"
        atk_object_set_name(gtk_widget_get_accessible(GObjectCast.widget(row)), "\(checklist.name), \(unchecked)")
    }
}
