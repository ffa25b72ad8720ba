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

    /// Draws a separator line above the row at `index` (the first checklist, under the
    /// smart lists), wherever the rows change.
    static func separate(_ box: UnsafeMutablePointer<GtkListBox>, before index: Int) {
        let update:
            @convention(c) (
                UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutablePointer<GtkListBoxRow>?, gpointer?
            ) -> Void = { row, _, data in
                guard let row else { return }
                let wanted = Int(bitPattern: data)
                let has = gtk_list_box_row_get_header(row) != nil
                if gtk_list_box_row_get_index(row) == gint(wanted) {
                    if !has, let separator = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL) {
                        gtk_widget_show(separator)
                        gtk_list_box_row_set_header(row, separator)
                    }
                } else if has {
                    gtk_list_box_row_set_header(row, nil)
                }
            }
        gtk_list_box_set_header_func(box, update, UnsafeMutableRawPointer(bitPattern: index), nil)
    }
}
