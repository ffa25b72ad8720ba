import CGtk
import ChecklistsPresentation
import GLibSupport

/// The colour of error text (labels styled "error": a dialog's message, a failed sync's
/// line) in a dark theme. GTK 3's Adwaita draws it #cc0000 whatever the variant, about
/// 2:1 against Adwaita dark's ground; with light theme text, error labels take the red the
/// item rows use in a dark theme (`RowPalette.dark`, 4.5:1 or more). In a light theme the
/// theme's own red stays. It follows the theme when the desktop changes it.
final class ErrorTextColour {
    private let provider: UnsafeMutablePointer<GtkCssProvider>

    /// Puts the colour on the default screen, for every window of the app.
    init?() {
        guard let screen = gdk_screen_get_default(), let settings = gtk_settings_get_default(),
            let provider = gtk_css_provider_new()
        else { return nil }
        self.provider = provider
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        for property in ["notify::gtk-theme-name", "notify::gtk-application-prefer-dark-theme"] {
            Signal.connect(settings, property) { [unowned self] (_: gpointer?) in update() }
        }
        update()
    }

    private func update() {
        guard let context = gtk_style_context_new() else { return }
        defer { ObjectReference.release(context) }
        gtk_style_context_set_screen(context, gdk_screen_get_default())
        var text = GdkRGBA()
        let dark =
            gtk_style_context_lookup_color(context, "theme_fg_color", &text) != 0
            && RowPalette.forText(red: text.red, green: text.green, blue: text.blue) == .dark
        let css = dark ? "label.error { color: \(RowPalette.dark.overdue); }" : ""
        gtk_css_provider_load_from_data(provider, css, -1, nil)
    }
}
