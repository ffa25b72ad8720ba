import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation

/// The selected checklist's items: a tree view over a list store, both in
/// data/ui/MainWindow.ui. Only the rows on screen are drawn, so thousands of items stay
/// quick to show and to scroll.
final class ItemList {
    /// The view.
    let view: UnsafeMutablePointer<GtkTreeView>
    private let store: UnsafeMutablePointer<GtkListStore>
    private let textColumn: UnsafeMutablePointer<GtkTreeViewColumn>
    private let doneColumn: UnsafeMutablePointer<GtkTreeViewColumn>
    private let values = ColumnValues()
    /// The items shown, in row order.
    private(set) var items: [ChecklistItem] = []
    /// Runs when the user ticks or unticks an item's box.
    var onToggle: (ChecklistItem) -> Void = { _ in }
    /// Runs when the user opens an item (Enter, a double click, or a screen reader's
    /// activation of its row).
    var onOpen: (ChecklistItem) -> Void = { _ in }

    /// Finds the view and the store in the main window's builder.
    init(builder: Builder) throws {
        view = try builder.object("item_view")
        store = try builder.object("item_store")
        textColumn = try builder.object("text_column")
        doneColumn = try builder.object("done_column")
        let toggle: UnsafeMutablePointer<GtkCellRendererToggle> = try builder.object("done_renderer")
        Signal.connect(toggle, "toggled") { [unowned self] (path: gpointer?) in
            guard let path, let index = Int(String(cString: path.assumingMemoryBound(to: CChar.self))),
                items.indices.contains(index)
            else { return }
            onToggle(items[index])
        }
        Signal.connect(view, "row-activated") { [unowned self] (path: gpointer?, column: gpointer?) in
            activated(path: path.map { OpaquePointer($0) }, column: column)
        }
    }

    /// A row was activated. On the box, a screen reader's action (which GTK's tree view turns
    /// into an activation, with no input event behind it) ticks the item; clicks and keys on the
    /// box are the box's own, so a double click there does nothing more. Anywhere else the item
    /// opens.
    private func activated(path: OpaquePointer?, column: gpointer?) {
        guard let path, let indices = gtk_tree_path_get_indices(path) else { return }
        let index = Int(indices.pointee)
        guard items.indices.contains(index) else { return }
        guard column == UnsafeMutableRawPointer(doneColumn) else {
            onOpen(items[index])
            return
        }
        if let event = gtk_get_current_event() {
            gdk_event_free(event)
            return
        }
        onToggle(items[index])
    }

    /// Shows `items` with their contents, keeping the selected item selected.
    func show(_ items: [ChecklistItem], contents: [ItemRowContent]) {
        let selectedID = selectedItem?.id
        self.items = items
        let palette = self.palette
        gtk_tree_view_set_model(view, nil)
        gtk_list_store_clear(store)
        var iter = GtkTreeIter()
        for (index, content) in contents.enumerated() {
            gtk_list_store_insert(store, &iter, -1)
            values.set(store, &iter, 0, int64: items[index].id)
            values.set(store, &iter, 1, bool: content.isChecked)
            values.set(store, &iter, 2, string: content.markup)
            values.set(store, &iter, 3, bool: content.showsBell)
            let color = content.isOverdue ? palette.overdue : content.isChecked ? palette.checked : nil
            values.set(store, &iter, 4, bool: color != nil)
            values.set(store, &iter, 5, string: color)
            values.set(store, &iter, 6, bool: content.showsRepeat)
            values.set(store, &iter, 7, bool: content.hasNotes)
        }
        gtk_tree_view_set_model(view, OpaquePointer(store))
        let index = items.firstIndex { $0.id == selectedID } ?? (items.isEmpty ? nil : 0)
        if let index { select(index) }
    }

    /// The selected item.
    var selectedItem: ChecklistItem? {
        guard let index = selectedIndex else { return nil }
        return items.indices.contains(index) ? items[index] : nil
    }

    /// Puts the keyboard focus on the list.
    func focus() {
        gtk_widget_grab_focus(GObjectCast.widget(view))
    }

    private var selectedIndex: Int? {
        var iter = GtkTreeIter()
        guard gtk_tree_selection_get_selected(gtk_tree_view_get_selection(view), nil, &iter) != 0,
            let path = gtk_tree_model_get_path(OpaquePointer(store), &iter)
        else { return nil }
        defer { gtk_tree_path_free(path) }
        return gtk_tree_path_get_indices(path).map { Int($0.pointee) }
    }

    /// Selects the row of an item, when it is shown.
    func select(itemID: Int64) {
        if let index = items.firstIndex(where: { $0.id == itemID }) { select(index) }
    }

    /// Selects a row with the keyboard cursor on its text, so that Enter opens the item
    /// (on the box column, Enter would tick it).
    private func select(_ index: Int) {
        guard let path = gtk_tree_path_new_from_string("\(index)") else { return }
        gtk_tree_view_set_cursor(view, path, textColumn, 0)
        gtk_tree_path_free(path)
    }

    /// The rows' colours for the theme's text colour, so that they read in a dark theme too.
    private var palette: RowPalette {
        var text = GdkRGBA()
        guard let context = gtk_widget_get_style_context(GObjectCast.widget(view)),
            gtk_style_context_lookup_color(context, "theme_fg_color", &text) != 0
        else { return .light }
        return RowPalette.forText(red: text.red, green: text.green, blue: text.blue)
    }
}

/// Writes typed values into list store cells through GValue, which the variadic
/// `gtk_list_store_set` would otherwise do.
private struct ColumnValues {
    private let int64Type = g_type_from_name("gint64")
    private let boolType = g_type_from_name("gboolean")
    private let stringType = g_type_from_name("gchararray")

    func set(_ store: UnsafeMutablePointer<GtkListStore>, _ iter: inout GtkTreeIter, _ column: Int32, int64: Int64) {
        write(store, &iter, column, int64Type) { g_value_set_int64($0, gint64(int64)) }
    }

    func set(_ store: UnsafeMutablePointer<GtkListStore>, _ iter: inout GtkTreeIter, _ column: Int32, bool: Bool) {
        write(store, &iter, column, boolType) { g_value_set_boolean($0, bool ? 1 : 0) }
    }

    func set(_ store: UnsafeMutablePointer<GtkListStore>, _ iter: inout GtkTreeIter, _ column: Int32, string: String?) {
        write(store, &iter, column, stringType) { g_value_set_string($0, string) }
    }

    private func write(
        _ store: UnsafeMutablePointer<GtkListStore>, _ iter: inout GtkTreeIter, _ column: Int32, _ type: GType,
        _ fill: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        var value = GValue()
        g_value_init(&value, type)
        fill(&value)
        gtk_list_store_set_value(store, &iter, column, &value)
        g_value_unset(&value)
    }
}
