import Foundation

/// The environment of the processes a test starts: the test's own, without any link to
/// the real desktop session, plus the test's settings.
public enum ProcessEnvironment {
    /// Variables that would point a child at the real session; they are never inherited.
    private static let removed = [
        "DBUS_SESSION_BUS_ADDRESS", "DBUS_STARTER_ADDRESS", "DBUS_STARTER_BUS_TYPE", "DISPLAY", "WAYLAND_DISPLAY",
        "XDG_DATA_HOME", "XDG_CONFIG_HOME",
    ]

    /// The inherited environment without the session's variables, with `settings` added.
    public static func make(_ settings: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in removed { environment.removeValue(forKey: name) }
        environment.merge(settings) { _, new in new }
        return environment
    }
}
