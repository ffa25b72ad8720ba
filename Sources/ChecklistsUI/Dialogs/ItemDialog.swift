import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation

/// The dialog that adds or edits an item: text, Remind Me and the due date, from
/// data/ui/ItemDialog.ui. It stays open while the text is empty or the date unreadable.
final class ItemDialog {
    private let builder: Builder
    private let dialog: UnsafeMutablePointer<GtkDialog>
    private let textEntry: UnsafeMutablePointer<GtkEntry>
    private let dueEntry: UnsafeMutablePointer<GtkEntry>
    private let remindSwitch: UnsafeMutablePointer<GtkSwitch>
    private let errorLabel: UnsafeMutablePointer<GtkLabel>
    private let doneButton: UnsafeMutablePointer<GtkWidget>
    private let picker: DueDatePicker
    private let dates: DueDateText

    /// Saves the draft; returns a message to show (the dialog stays open), or nil to close.
    var onDone: (ItemDraft) -> String? = { _ in nil }
    /// Runs when Remind Me is switched on; returns a warning to show, or nil.
    var onRemindSwitchedOn: () -> String? = { nil }

    /// Builds the dialog for a new item (`item` nil) or for editing `item`.
    init(parent: UnsafeMutablePointer<GtkWindow>, item: ChecklistItem?, defaultDue: Date, dates: DueDateText) throws {
        builder = try Builder("ItemDialog")
        dialog = try builder.object("dialog")
        textEntry = try builder.object("text_entry")
        dueEntry = try builder.object("due_entry")
        remindSwitch = try builder.object("remind_switch")
        errorLabel = try builder.object("error_label")
        doneButton = try builder.widget("done_button")
        self.dates = dates
        picker = try DueDatePicker(builder: builder, entry: dueEntry, dates: dates, fallback: defaultDue)
        let window: UnsafeMutablePointer<GtkWindow> = GObjectCast.cast(dialog)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_title(window, item == nil ? "New Item" : "Edit Item")
        gtk_entry_set_text(textEntry, item?.text ?? "")
        gtk_entry_set_text(dueEntry, (item == nil ? defaultDue : item?.dueDate).map(dates.entry) ?? "")
        gtk_switch_set_active(remindSwitch, (item?.remindMe ?? false) ? 1 : 0)
        atk_object_set_name(gtk_widget_get_accessible(GObjectCast.widget(remindSwitch)), "Remind Me")
        updateDoneButton()
        connectSignals()
    }

    /// Shows the dialog; it keeps itself alive until it closes.
    func present() {
        gtk_widget_show(GObjectCast.widget(dialog))
        gtk_widget_grab_focus(GObjectCast.widget(textEntry))
    }

    private func connectSignals() {
        Signal.connect(textEntry, "changed") { [self] in updateDoneButton() }
        Signal.connect(dueEntry, "changed") { [self] in showMessage(nil) }
        Signal.connect(remindSwitch, "notify::active") { [self] (_: gpointer?) in
            guard gtk_switch_get_active(remindSwitch) != 0 else { return }
            if let warning = onRemindSwitchedOn() { showMessage(warning) }
        }
        DialogResponse.handle(dialog, messageLabel: errorLabel) { [self] in finish() }
    }

    private func finish() -> DialogResponse.Outcome {
        let text = String(cString: gtk_entry_get_text(textEntry)).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .stayOpen }
        let dueText = String(cString: gtk_entry_get_text(dueEntry)).trimmingCharacters(in: .whitespaces)
        let remind = gtk_switch_get_active(remindSwitch) != 0
        var due: Date?
        if !dueText.isEmpty {
            guard let parsed = dates.parse(dueText) else {
                gtk_widget_grab_focus(GObjectCast.widget(dueEntry))
                let quoted = dueText.count > Self.longestQuote ? "\(dueText.prefix(Self.longestQuote))…" : dueText
                return .explain(
                    "“\(quoted)” is not a date and time. Type it like \(dates.entry(picker.fallback)) or 2026-12-24 18:30."
                )
            }
            due = parsed
        } else if remind {
            gtk_widget_grab_focus(GObjectCast.widget(dueEntry))
            return .explain("Remind Me needs a due date.")
        }
        return onDone(ItemDraft(text: text, dueDate: due, remindMe: remind)).map { .explain($0) } ?? .close
    }

    /// The most characters of a refused due date the message quotes back: a pasted page
    /// would otherwise stretch the dialog past the screen.
    private static let longestQuote = 40

    private func updateDoneButton() {
        let text = String(cString: gtk_entry_get_text(textEntry)).trimmingCharacters(in: .whitespaces)
        gtk_widget_set_sensitive(doneButton, text.isEmpty ? 0 : 1)
    }

    private func showMessage(_ message: String?) {
        DialogResponse.show(message, in: errorLabel)
    }
}
