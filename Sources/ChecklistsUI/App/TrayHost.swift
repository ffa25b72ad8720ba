import CAppIndicator
import CGtk
import ChecklistsPresentation
import GLibSupport

/// Whether the desktop can show a tray icon: a StatusNotifierItem host (KDE, or GNOME with
/// the AppIndicator extension) or an XEmbed system tray (XFCE, trayer...).
enum TrayHost {
    /// Asks the session bus for a StatusNotifierWatcher and the X display for a system tray.
    static func isAvailable(connection: OpaquePointer?) -> Bool {
        presence(connection: connection) != .none
    }

    /// Which tray is there: a StatusNotifierItem host first, as the icon prefers it.
    static func presence(connection: OpaquePointer?) -> TrayPresence {
        if hasStatusNotifierWatcher(connection) { return .statusNotifier }
        return hasXEmbedTray() ? .xembed : .none
    }

    private static func hasStatusNotifierWatcher(_ connection: OpaquePointer?) -> Bool {
        guard let connection else { return false }
        var error: UnsafeMutablePointer<GError>?
        // No flags (G_DBUS_CALL_FLAGS_NONE, a name Swift loses in this module once the
        // Accounts section's use of the sync engine loads libsoup's module, which then owns
        // GIO's header).
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            Variant.tuple([g_variant_new_string("org.kde.StatusNotifierWatcher")]), nil, .init(rawValue: 0), 2_000,
            nil, &error)
        _ = GLibError.take(&error)
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        let owned = Variant.child(reply, 0)
        defer { if let owned { g_variant_unref(owned) } }
        return owned.map { g_variant_get_boolean($0) != 0 } ?? false
    }

    /// An XEmbed tray owns the selection `_NET_SYSTEM_TRAY_S<screen>` on X11.
    private static func hasXEmbedTray() -> Bool {
        guard let display = gdk_display_get_default(),
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(display), gdk_x11_display_get_type()) != 0,
            let xdisplay = gdk_x11_display_get_xdisplay(display)
        else { return false }
        let screen = XDefaultScreen(xdisplay)
        let atom = XInternAtom(xdisplay, "_NET_SYSTEM_TRAY_S\(screen)", 0)
        return XGetSelectionOwner(xdisplay, atom) != 0
    }
}
