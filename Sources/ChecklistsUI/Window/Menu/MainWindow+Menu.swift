import CGtk
import ChecklistsPresentation

extension MainWindow {
    /// The main menu's own entries: About (`win.about`), Keyboard Shortcuts (the window's
    /// help overlay, `win.show-help-overlay`, from data/ui/ShortcutsWindow.ui), and
    /// `win.main-menu`, which opens the menu from the keyboard (F10).
    func addMenuActions(builder: Builder) throws {
        let menuButton: UnsafeMutablePointer<GtkToggleButton> = try builder.object("main_menu_button")
        Actions.add(to: window, name: "main-menu") {
            gtk_toggle_button_set_active(menuButton, gtk_toggle_button_get_active(menuButton) == 0 ? 1 : 0)
        }
        Actions.add(to: window, name: "about") { [unowned self] in AboutDialog.show(parent: window) }
        let shortcuts = try Builder("ShortcutsWindow")
        let overlay: UnsafeMutablePointer<GtkShortcutsWindow> = try shortcuts.object("shortcuts")
        gtk_application_window_set_help_overlay(GObjectCast.cast(window), overlay)
        Self.nameSearchButton(of: overlay)
    }

    /// GTK's shortcuts window has a search button in its title bar without an accessible
    /// name; a screen reader would call it "toggle button".
    private static func nameSearchButton(of overlay: UnsafeMutablePointer<GtkShortcutsWindow>) {
        guard let titlebar = gtk_window_get_titlebar(GObjectCast.cast(overlay)) else { return }
        Containers.forEachDescendant(GObjectCast.cast(titlebar)) { widget in
            let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(instance, gtk_toggle_button_get_type()) != 0,
                let accessible = gtk_widget_get_accessible(widget)
            else { return }
            let name = atk_object_get_name(accessible).map { String(cString: $0) } ?? ""
            if name.isEmpty { atk_object_set_name(accessible, WindowWords.searchShortcuts) }
        }
    }
}
