import CGtk
import ChecklistsModel
import Translations

/// About Checklists (main menu): the name, version, what it is, licence and, once the
/// project has one, its website.
enum AboutDialog {
    /// Shows the dialog over `parent`; it goes away when closed.
    static func show(parent: UnsafeMutablePointer<GtkWindow>) {
        guard let widget = gtk_about_dialog_new() else { return }
        let about: UnsafeMutablePointer<GtkAboutDialog> = GObjectCast.cast(widget)
        gtk_about_dialog_set_program_name(about, tr("Checklists"))
        gtk_about_dialog_set_version(about, ChecklistsApp.version)
        gtk_about_dialog_set_comments(about, ChecklistsApp.summary)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        if let website = ChecklistsApp.website { gtk_about_dialog_set_website(about, website) }
        gtk_about_dialog_set_logo_icon_name(about, ChecklistsApp.identifier)
        gtk_window_set_transient_for(GObjectCast.cast(widget), parent)
        gtk_window_set_modal(GObjectCast.cast(widget), 1)
        Signal.connect(widget, "response") { (_: Int32) in gtk_widget_destroy(widget) }
        gtk_widget_show(widget)
    }
}
