import CGtk
import Foundation
import GLibSupport

/// The window's search (Ctrl+F, `win.search`, or the header bar's Search button), from
/// data/ui/MainWindow.ui: the search bar opens with the keyboard in its entry; what is typed
/// is the query; Enter moves on to the results, Escape closes the bar.
final class SearchPanel {
    private let bar: UnsafeMutablePointer<GtkSearchBar>
    private let entry: UnsafeMutablePointer<GtkSearchEntry>
    /// Runs when the query changes: typed, or the bar opened or closed.
    var onChange: () -> Void = {}
    /// Runs when Enter is pressed in the entry, or the bar closes: the keyboard goes to the
    /// results, or back to the list.
    var onLeave: () -> Void = {}

    /// Wires the bar, its entry and the header bar's toggle of `builder`, and adds the action
    /// `win.search` to `window`.
    init(builder: Builder, window: UnsafeMutablePointer<GtkWindow>) throws {
        bar = try builder.object("search_bar")
        entry = try builder.object("search_entry")
        let button: UnsafeMutablePointer<GtkToggleButton> = try builder.object("search_button")
        g_object_bind_property(
            UnsafeMutableRawPointer(button), "active", UnsafeMutableRawPointer(bar), "search-mode-enabled",
            GLibFlags.bindBothWaysNow)
        gtk_search_bar_connect_entry(bar, GObjectCast.cast(entry))
        Signal.connect(entry, "search-changed") { [unowned self] in onChange() }
        Signal.connect(entry, "activate") { [unowned self] in onLeave() }
        Signal.connect(bar, "notify::search-mode-enabled") { [unowned self] (_: gpointer?) in
            onChange()
            if gtk_search_bar_get_search_mode(bar) == 0 {
                onLeave()
            } else {
                gtk_widget_grab_focus(GObjectCast.widget(entry))
            }
        }
        Actions.add(to: window, name: "search") { [unowned self] in
            gtk_search_bar_set_search_mode(bar, 1)
            gtk_widget_grab_focus(GObjectCast.widget(entry))
        }
    }

    /// What is searched for: nil when the bar is closed or the entry blank.
    var query: String? {
        guard gtk_search_bar_get_search_mode(bar) != 0, let text = gtk_entry_get_text(GObjectCast.cast(entry)) else {
            return nil
        }
        let query = String(cString: text).trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? nil : query
    }

    /// Closes the bar.
    func close() {
        gtk_search_bar_set_search_mode(bar, 0)
    }
}
