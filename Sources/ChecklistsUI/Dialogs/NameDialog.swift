import CGtk
import Foundation

/// Asks for a checklist's name, for a new checklist or a rename, from data/ui/NameDialog.ui.
final class NameDialog {
    private let builder: Builder
    private let dialog: UnsafeMutablePointer<GtkDialog>
    private let entry: UnsafeMutablePointer<GtkEntry>
    private let errorLabel: UnsafeMutablePointer<GtkLabel>
    private let doneButton: UnsafeMutablePointer<GtkWidget>

    /// Saves the name; returns a message to show (the dialog stays open), or nil to close.
    var onDone: (String) -> String? = { _ in nil }

    /// Builds the dialog with a title and the name to start from.
    init(parent: UnsafeMutablePointer<GtkWindow>, title: String, name: String) throws {
        builder = try Builder("NameDialog")
        dialog = try builder.object("dialog")
        entry = try builder.object("name_entry")
        errorLabel = try builder.object("error_label")
        doneButton = try builder.widget("done_button")
        let window: UnsafeMutablePointer<GtkWindow> = GObjectCast.cast(dialog)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_title(window, title)
        gtk_entry_set_text(entry, name)
        updateDoneButton()
        Signal.connect(entry, "changed") { [self] in
            updateDoneButton()
            gtk_widget_hide(GObjectCast.widget(errorLabel))
        }
        DialogResponse.handle(dialog, messageLabel: errorLabel) { [self] in
            let name = String(cString: gtk_entry_get_text(entry)).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return .stayOpen }
            return onDone(name).map { .explain($0) } ?? .close
        }
    }

    /// Shows the dialog.
    func present() {
        gtk_widget_show(GObjectCast.widget(dialog))
    }

    private func updateDoneButton() {
        let name = String(cString: gtk_entry_get_text(entry)).trimmingCharacters(in: .whitespaces)
        gtk_widget_set_sensitive(doneButton, name.isEmpty ? 0 : 1)
    }
}
