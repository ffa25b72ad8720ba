/// The words of the launcher-entry signal docks and launchers read an app's badge from
/// (Ubuntu's dock, Dash to Dock, Plank, KDE's task manager):
/// `com.canonical.Unity.LauncherEntry.Update(s app_uri, a{sv} properties)`.
///
/// remindd emits it for a delivered request with a badge; Checklists for its overdue items.
public enum LauncherEntry {
    /// The interface of the signal.
    public static let interfaceName = "com.canonical.Unity.LauncherEntry"
    /// The signal's name.
    public static let signalName = "Update"
    /// The signal's signature.
    public static let signature = "(sa{sv})"
    /// `x`: the number on the badge.
    public static let countKey = "count"
    /// `b`: whether the badge shows.
    public static let countVisibleKey = "count-visible"

    /// The app's URI, `application://APP.desktop`, for an app identifier (a desktop file id
    /// without ".desktop").
    public static func appURI(for appIdentifier: String) -> String {
        "application://\(appIdentifier).desktop"
    }
}
