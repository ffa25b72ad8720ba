import CGtk

/// Helpers for GtkListBox that the C API spreads over several calls.
enum ListBoxes {
    /// Destroys every row of `box`.
    static func removeAll(_ box: UnsafeMutablePointer<GtkListBox>) {
        Containers.forEachChild(GObjectCast.cast(box)) { gtk_widget_destroy($0) }
    }

    /// The index of the selected row, or nil.
    static func selectedIndex(_ box: UnsafeMutablePointer<GtkListBox>) -> Int? {
        guard let row = gtk_list_box_get_selected_row(box) else { return nil }
        return Int(gtk_list_box_row_get_index(row))
    }

    /// Selects the row at `index` and moves the keyboard cursor there.
    static func select(_ box: UnsafeMutablePointer<GtkListBox>, index: Int) {
        guard let row = gtk_list_box_get_row_at_index(box, gint(index)) else { return }
        gtk_list_box_select_row(box, row)
    }
}
