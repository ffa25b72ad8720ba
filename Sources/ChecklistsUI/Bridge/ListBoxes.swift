import CGtk

/// Helpers for GtkListBox that the C API spreads over several calls.
enum ListBoxes {
    /// Destroys every row of `box`.
    static func removeAll(_ box: UnsafeMutablePointer<GtkListBox>) {
        let head = gtk_container_get_children(GObjectCast.cast(box))
        var node = head
        while let current = node {
            if let child = current.pointee.data { gtk_widget_destroy(GObjectCast.cast(child)) }
            node = current.pointee.next
        }
        g_list_free(head)
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
