import CGtk

/// The message bar at the top of the window: reminders delivered while the window has
/// focus, and problems the user should know about.
final class Banner {
    private let bar: UnsafeMutablePointer<GtkInfoBar>
    private let label: UnsafeMutablePointer<GtkLabel>

    /// Uses the info bar and label of the main window's builder.
    init(builder: Builder) throws {
        bar = try builder.object("banner")
        label = try builder.object("banner_label")
        Signal.connect(bar, "response") { [bar] (_: Int32) in gtk_widget_hide(GObjectCast.widget(bar)) }
        if let area = gtk_info_bar_get_action_area(bar) {
            Containers.forEachChild(GObjectCast.cast(area)) { button in
                atk_object_set_name(gtk_widget_get_accessible(button), "Close message")
            }
        }
    }

    /// Shows a message: information (a reminder), a warning or an error.
    func show(_ message: String, type: GtkMessageType = GTK_MESSAGE_INFO) {
        gtk_label_set_text(label, message)
        gtk_info_bar_set_message_type(bar, type)
        gtk_widget_show(GObjectCast.widget(bar))
    }

    /// The message shown now, or nil when the bar is hidden.
    var message: String? {
        gtk_widget_get_visible(GObjectCast.widget(bar)) == 0 ? nil : String(cString: gtk_label_get_text(label))
    }
}
