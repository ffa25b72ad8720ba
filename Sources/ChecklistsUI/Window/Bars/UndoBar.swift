import CGtk
import GLibSupport

/// The bar that offers to undo a deletion for a few seconds.
final class UndoBar {
    /// How long the offer stands, in seconds.
    static let seconds: guint = 6

    private let revealer: UnsafeMutablePointer<GtkRevealer>
    private let label: UnsafeMutablePointer<GtkLabel>
    private var action: (() -> Void)?
    private var generation = 0

    /// Uses the revealer, label and button of the main window's builder.
    init(builder: Builder) throws {
        revealer = try builder.object("undo_revealer")
        label = try builder.object("undo_label")
        let button: UnsafeMutablePointer<GtkButton> = try builder.object("undo_button")
        Signal.connect(button, "clicked") { [self] in
            let undo = action
            dismiss()
            undo?()
        }
    }

    /// Offers `undo` under `message`; a newer offer replaces an older one.
    func offer(_ message: String, undo: @escaping () -> Void) {
        action = undo
        generation += 1
        let current = generation
        gtk_label_set_text(label, message)
        gtk_revealer_set_reveal_child(revealer, 1)
        MonotonicTimeout.after(seconds: Self.seconds) { [weak self] in
            if self?.generation == current { self?.dismiss() }
        }
    }

    /// Withdraws the offer.
    func dismiss() {
        action = nil
        gtk_revealer_set_reveal_child(revealer, 0)
    }
}
