import CGtk

/// How the app's dialogs end: Cancel, Escape or the close button destroy the dialog; Done
/// (or Save) asks `save`, which either lets it close, keeps it open, or keeps it open with
/// a message in the dialog's message label.
enum DialogResponse {
    /// What `save` decided.
    enum Outcome {
        /// Saved: the dialog closes.
        case close
        /// Nothing to save yet (an empty name): the dialog stays as it is.
        case stayOpen
        /// Not saved: the dialog stays open and shows why.
        case explain(String)
    }

    /// Connects the dialog's "response" signal. The closure holds its captures (the dialog's
    /// object) until the dialog is destroyed and disconnects it.
    static func handle(
        _ dialog: UnsafeMutablePointer<GtkDialog>, messageLabel: UnsafeMutablePointer<GtkLabel>,
        save: @escaping () -> Outcome
    ) {
        Signal.connect(dialog, "response") { (response: Int32) in
            guard response == GTK_RESPONSE_OK.rawValue else {
                gtk_widget_destroy(GObjectCast.widget(dialog))
                return
            }
            switch save() {
            case .close:
                gtk_widget_destroy(GObjectCast.widget(dialog))
            case .stayOpen:
                break
            case .explain(let message):
                show(message, in: messageLabel)
            }
        }
    }

    /// Shows a message in a dialog's message label, or hides the label for nil.
    static func show(_ message: String?, in label: UnsafeMutablePointer<GtkLabel>) {
        gtk_label_set_text(label, message ?? "")
        gtk_widget_set_visible(GObjectCast.widget(label), message == nil ? 0 : 1)
    }
}
