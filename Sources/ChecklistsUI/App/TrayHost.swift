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
        SessionBusNames.hasOwner("org.kde.StatusNotifierWatcher", on: connection)
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
