import CGtk

extension MainWindow {
    /// The main menu's own entries: About (`win.about`), Keyboard Shortcuts (the window's
    /// help overlay, `win.show-help-overlay`, from data/ui/ShortcutsWindow.ui), and
    /// `win.main-menu`, which opens the menu from the keyboard (F10).
    func addMenuActions() throws {
        let menuButton: UnsafeMutablePointer<GtkToggleButton> = try builder.object("main_menu_button")
        Actions.add(to: window, name: "main-menu") {
            gtk_toggle_button_set_active(menuButton, gtk_toggle_button_get_active(menuButton) == 0 ? 1 : 0)
        }
        Actions.add(to: window, name: "about") { [unowned self] in AboutDialog.show(parent: window) }
        let shortcuts = try Builder("ShortcutsWindow")
        let overlay: UnsafeMutablePointer<GtkShortcutsWindow> = try shortcuts.object("shortcuts")
        gtk_application_window_set_help_overlay(GObjectCast.cast(window), overlay)
    }
}
