import CGLib

/// GLib's flag values that modules above GLibSupport use. A module that also loads libsoup's
/// (through CalDAV) cannot always see GLib's enumerators by name in a release build, where
/// Clang's module for libsoup may own GIO's headers; through here they always resolve.
public enum GLibFlags {
    /// No flags for a D-Bus call (`G_DBUS_CALL_FLAGS_NONE`).
    public static let dbusCallNone = G_DBUS_CALL_FLAGS_NONE
    /// No flags for a directory monitor (`G_FILE_MONITOR_NONE`).
    public static let fileMonitorNone = G_FILE_MONITOR_NONE
    /// A GApplication's default flags (`G_APPLICATION_DEFAULT_FLAGS`).
    public static let applicationDefault = G_APPLICATION_DEFAULT_FLAGS
    /// A binding that goes both ways and copies the source's value at once
    /// (`G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE`).
    public static let bindBothWaysNow = GBindingFlags(
        rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue)
}
