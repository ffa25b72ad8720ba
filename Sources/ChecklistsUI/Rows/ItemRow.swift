import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation

/// One item's row in the list, built from data/ui/ItemRow.ui.
final class ItemRow {
    /// The row widget, owned by the list box once added.
    let row: UnsafeMutablePointer<GtkListBoxRow>
    /// Keeps the row's widgets alive: the builder holds the only reference until the row
    /// is added to its list.
    private let builder: Builder
    /// The item the row shows.
    let item: ChecklistItem
    private let check: UnsafeMutablePointer<GtkToggleButton>

    /// Builds the row; `onToggle` runs when the user ticks or unticks the box.
    init(item: ChecklistItem, content: ItemRowContent, onToggle: @escaping (Bool) -> Void) throws {
        builder = try Builder("ItemRow")
        self.item = item
        row = try builder.object("row")
        check = try builder.object("check")
        let text: UnsafeMutablePointer<GtkLabel> = try builder.object("text")
        let due: UnsafeMutablePointer<GtkLabel> = try builder.object("due")
        gtk_label_set_text(text, content.text)
        gtk_toggle_button_set_active(check, content.isChecked ? 1 : 0)
        if let dueText = content.due {
            gtk_label_set_text(due, dueText)
        } else {
            gtk_widget_hide(GObjectCast.widget(due))
        }
        gtk_widget_set_visible(try builder.widget("bell"), content.showsBell ? 1 : 0)
        let style = gtk_widget_get_style_context(GObjectCast.widget(row))
        if content.isOverdue { gtk_style_context_add_class(style, "overdue") }
        if content.isChecked { gtk_style_context_add_class(style, "checked") }
        let accessibleName = [content.text, content.due.map { "due \($0)" }, content.showsBell ? "reminder on" : nil,
                              content.isOverdue ? "overdue" : nil].compactMap { $0 }.joined(separator: ", ")
        atk_object_set_name(gtk_widget_get_accessible(GObjectCast.widget(check)), accessibleName)
        atk_object_set_name(gtk_widget_get_accessible(GObjectCast.widget(row)), accessibleName)
        Signal.connect(check, "toggled") { [check] in onToggle(gtk_toggle_button_get_active(check) != 0) }
    }
}
