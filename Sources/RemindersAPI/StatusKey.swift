/// The keys of GetStatus's `a{sv}` dictionary.
public enum StatusKey {
    /// `b`: whether a notification server runs and its capabilities are known.
    public static let notificationServer = "notification-server"
    /// `as`: the server's capabilities, such as "actions" and "body-markup".
    public static let capabilities = "capabilities"
    /// `u`: how many popups wait for a server.
    public static let queued = "queued"
    /// `d`: when the pause ends, in seconds since 1970 UTC; 0 when popups are not paused.
    public static let pausedUntil = "paused-until"
    /// `u`: the version of the API, `RemindersBus.apiVersion`.
    public static let apiVersion = "api-version"
    /// `s`: whether location requests can fire: `available`, `denied` (the location service
    /// refused remindd) or `missing` (there is no location service); a location request stays
    /// pending meanwhile.
    public static let location = "location"
    /// `s`: whether requests with `wake-system` can wake the computer from suspend:
    /// `available`, `denied` (remindd lacks CAP_WAKE_ALARM) or `unsupported` (the kernel has
    /// no CLOCK_REALTIME_ALARM); they pop up at the resume meanwhile.
    public static let wakeAlarm = "wake-alarm"
    /// `s`: remindd's release, such as "0.1.0".
    public static let version = "version"
    /// `s`: the notification server's name, as its `GetServerInformation` says; absent until
    /// a server answered.
    public static let serverName = "server-name"
    /// `s`: who makes the notification server; absent until a server answered.
    public static let serverVendor = "server-vendor"
    /// `s`: the notification server's version; absent until a server answered.
    public static let serverVersion = "server-version"
}
