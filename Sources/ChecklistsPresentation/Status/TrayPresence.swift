/// Which tray the desktop offers the app's icon, if any.
public enum TrayPresence: Sendable, Equatable {
    /// A StatusNotifierItem host (KDE, or GNOME with the AppIndicator extension).
    case statusNotifier
    /// An XEmbed system tray (XFCE, trayer and other X11 panels).
    case xembed
    /// No tray: the icon has nowhere to go.
    case none
}
