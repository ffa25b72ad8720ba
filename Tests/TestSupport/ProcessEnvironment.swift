import Foundation

/// The environment of the processes a test starts: the test's own, without any link to
/// the real desktop session, in English (the C locale with UTF-8, whatever the machine's
/// language), plus the test's settings.
public enum ProcessEnvironment {
    /// Variables that would point a child at the real session or language; they are never
    /// inherited.
    private static let removed = [
        "DBUS_SESSION_BUS_ADDRESS", "DBUS_STARTER_ADDRESS", "DBUS_STARTER_BUS_TYPE", "DISPLAY", "WAYLAND_DISPLAY",
        "XDG_DATA_HOME", "XDG_CONFIG_HOME", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LC_NUMERIC",
    ]

    /// The inherited environment without the session's variables, with `settings` added.
    public static func make(_ settings: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in removed { environment.removeValue(forKey: name) }
        environment["LANG"] = "C.UTF-8"
        environment.merge(settings) { _, new in new }
        return environment
    }
}
