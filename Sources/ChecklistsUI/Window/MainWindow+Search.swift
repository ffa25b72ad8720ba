import CGtk
import ChecklistsPresentation
import Foundation

extension MainWindow {
    /// Search (Ctrl+F, `win.search`, or the header bar's Search button): the search bar
    /// opens with the keyboard in its entry, and the items of every checklist that match
    /// what is typed show as it is typed; Enter moves to the results, Escape closes the
    /// bar and the selected list shows again.
    func connectSearch() throws {
        let button: UnsafeMutablePointer<GtkToggleButton> = try builder.object("search_button")
        g_object_bind_property(
            UnsafeMutableRawPointer(button), "active", UnsafeMutableRawPointer(searchBar), "search-mode-enabled",
            GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        gtk_search_bar_connect_entry(searchBar, GObjectCast.cast(searchEntry))
        Signal.connect(searchEntry, "search-changed") { [unowned self] in reloadItems() }
        Signal.connect(searchEntry, "activate") { [unowned self] in itemList.focus() }
        Signal.connect(searchBar, "notify::search-mode-enabled") { [unowned self] (_: gpointer?) in
            reloadItems()
            if gtk_search_bar_get_search_mode(searchBar) == 0 {
                itemList.focus()
            } else {
                gtk_widget_grab_focus(GObjectCast.widget(searchEntry))
            }
        }
        Actions.add(to: window, name: "search") { [unowned self] in
            gtk_search_bar_set_search_mode(searchBar, 1)
            gtk_widget_grab_focus(GObjectCast.widget(searchEntry))
        }
    }

    /// What the search bar searches for: nil when it is closed or blank.
    var searchQuery: String? {
        guard gtk_search_bar_get_search_mode(searchBar) != 0,
            let text = gtk_entry_get_text(GObjectCast.cast(searchEntry))
        else { return nil }
        let query = String(cString: text).trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? nil : query
    }

    /// Closes the search bar, so that the selected list shows.
    func closeSearch() {
        gtk_search_bar_set_search_mode(searchBar, 0)
    }
}
