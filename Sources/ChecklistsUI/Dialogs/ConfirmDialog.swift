import CGtk

/// Asks before deleting for good, from data/ui/ConfirmDialog.ui.
enum ConfirmDialog {
    /// Shows the question; `onConfirm` runs when the user presses Delete.
    static func ask(
        parent: UnsafeMutablePointer<GtkWindow>, text: String, detail: String, onConfirm: @escaping () -> Void
    )
        throws
    {
        let builder = try Builder("ConfirmDialog")
        let dialog: UnsafeMutablePointer<GtkDialog> = try builder.object("dialog")
        gtk_window_set_transient_for(GObjectCast.cast(dialog), parent)
        gtk_window_set_title(GObjectCast.cast(dialog), text)
        gtk_label_set_text(try builder.object("text"), text)
        gtk_label_set_text(try builder.object("detail"), detail)
        Signal.connect(dialog, "response") { (response: Int32) in
            gtk_widget_destroy(GObjectCast.widget(dialog))
            if response == GTK_RESPONSE_ACCEPT.rawValue { onConfirm() }
        }
        gtk_widget_show(GObjectCast.widget(dialog))
    }
}
