import CGtk

/// The window's few style rules: overdue items stand out, checked ones recede.
enum Stylesheet {
    private static let css = """
        row.overdue label { color: @error_color; font-weight: bold; }
        row.checked label { opacity: 0.55; }
        """

    /// Adds the rules to the default screen, once.
    static func install() {
        guard let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
