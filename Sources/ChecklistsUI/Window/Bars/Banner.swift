import CGtk
import ChecklistsModel
import ChecklistsPresentation
import GLibSupport
import Translations

/// The message bar at the top of the window: reminders delivered while the window has
/// focus, problems the user should know about, and how the sync went.
final class Banner {
    /// A button the bar offers beside a message, such as Retry after a failed sync.
    struct Action {
        /// The button's label, with a mnemonic.
        var label: String
        /// What a screen reader says for the button.
        var accessibleName: String
        /// What the button does; the bar hides first.
        var perform: () -> Void
    }

    private let bar: UnsafeMutablePointer<GtkInfoBar>
    private let label: UnsafeMutablePointer<GtkLabel>
    private let actionButton: UnsafeMutablePointer<GtkWidget>?
    private var action: Action?
    private var generation = 0
    /// The request identifier of the reminder the bar shows, if it shows one.
    private var reminder: String?

    /// What a screen reader says for the bar's close button.
    static let closeName = tr("Close message")

    /// The response of the action button.
    private static let actionResponse: gint = 1

    /// Uses the info bar and label of the main window's builder.
    init(builder: Builder) throws {
        bar = try builder.object("banner")
        label = try builder.object("banner_label")
        // The close button sits beside the action area, inside the bar's own revealer: it
        // is the only button before the action button is added.
        Containers.forEachDescendant(GObjectCast.cast(bar)) { widget in
            guard
                g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type())
                    != 0
            else { return }
            atk_object_set_name(gtk_widget_get_accessible(widget), Self.closeName)
        }
        actionButton = gtk_info_bar_add_button(bar, "", Self.actionResponse)
        if let actionButton { gtk_widget_hide(actionButton) }
        Signal.connect(bar, "response") { [unowned self] (response: Int32) in
            let chosen = response == Self.actionResponse ? action : nil
            hide()
            chosen?.perform()
        }
    }

    /// Shows a message: information (a reminder, with its request identifier as `reminder`),
    /// a warning or an error, with `action`'s button when given; it stays until closed or
    /// replaced, or for `seconds` when given.
    func show(
        _ message: String, type: GtkMessageType = GTK_MESSAGE_INFO, action: Action? = nil, seconds: guint? = nil,
        reminder: String? = nil
    ) {
        generation += 1
        self.action = action
        self.reminder = reminder
        if let actionButton {
            if let action {
                gtk_button_set_label(GObjectCast.cast(actionButton), action.label)
                gtk_button_set_use_underline(GObjectCast.cast(actionButton), 1)
                atk_object_set_name(gtk_widget_get_accessible(actionButton), action.accessibleName)
                gtk_widget_show(actionButton)
            } else {
                gtk_widget_hide(actionButton)
            }
        }
        gtk_label_set_text(label, message)
        gtk_info_bar_set_message_type(bar, type)
        gtk_widget_show(GObjectCast.widget(bar))
        guard let seconds else { return }
        let shown = generation
        MonotonicTimeout.after(seconds: seconds) { [weak self] in
            if self?.generation == shown { self?.hide() }
        }
    }

    /// Says how the window's calls to remindd are doing: waiting for it, answered again, or
    /// refused.
    func show(_ progress: ReminderProgress) {
        switch progress {
        case .waiting(let reason): show(WindowWords.remindersWaiting(reason), type: GTK_MESSAGE_WARNING)
        case .upToDate: show(WindowWords.remindersAnswered)
        case .refused(let reason): show(WindowWords.reminderRefused(reason), type: GTK_MESSAGE_WARNING)
        }
    }

    /// Hides the bar.
    func hide() {
        generation += 1
        action = nil
        reminder = nil
        gtk_widget_hide(GObjectCast.widget(bar))
    }

    /// Hides the bar if it still shows the reminder of the request `identifier`, and not
    /// another message since.
    func hide(reminder identifier: String) {
        if reminder == identifier { hide() }
    }

    /// The message shown now, or nil when the bar is hidden.
    var message: String? {
        gtk_widget_get_visible(GObjectCast.widget(bar)) == 0 ? nil : String(cString: gtk_label_get_text(label))
    }
}
