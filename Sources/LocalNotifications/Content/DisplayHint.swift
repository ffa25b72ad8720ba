/// How the notification portal (version 2) asks a notification to be shown; the server
/// decides what it can honour.
public enum DisplayHint: String, Sendable, Hashable, Codable, CaseIterable {
    /// Shown as a banner only, not kept in the server's list.
    case transient
    /// Kept in the server's list, without asking for a banner.
    case tray
    /// Stays until the app or the user takes it away.
    case persistent
    /// Not shown on the lock screen.
    case hideOnLockScreen = "hide-on-lock-screen"
    /// Shown on the lock screen without its text.
    case hideContentOnLockScreen = "hide-content-on-lock-screen"
    /// Shown as a new popup instead of updating an earlier one in place.
    case showAsNew = "show-as-new"

    /// Pairs that contradict each other: a banner only cannot also skip the banner or stay.
    public static let contradictions: [(DisplayHint, DisplayHint)] = [
        (.transient, .tray), (.transient, .persistent),
    ]
}
