/// The fixed words of remindd's D-Bus contract (data/dbus/org.checklists.Remindd1.xml):
/// where it serves its API, its error names, its version, and how it hands a popup's
/// response to the app. The methods are `RemindersMethod`, the signals `RemindersSignal`.
public enum RemindersBus {
    /// The well-known bus name remindd owns; one instance per session.
    public static let busName = "org.checklists.Remindd"
    /// The object path of the API.
    public static let objectPath = "/org/checklists/Remindd"
    /// The interface name.
    public static let interfaceName = "org.checklists.Remindd1"
    /// The D-Bus error name for a bad argument; its message says what was wrong.
    public static let invalidArgumentError = "org.checklists.Remindd.Error.InvalidArgument"
    /// The D-Bus error name for a failure of remindd itself (such as storage), not the caller's fault.
    public static let failedError = "org.checklists.Remindd.Error.Failed"
    /// The D-Bus error name for a call past one of remindd's limits for an app (pending
    /// requests, requests added a minute); its message names the limit. Nothing is changed.
    public static let limitExceededError = "org.checklists.Remindd.Error.LimitExceeded"
    /// The D-Bus error name for a call the caller may not make: a sandboxed app naming an app
    /// other than its own, or an app-agnostic call kept from sandboxes; the message names the
    /// app identifiers.
    public static let accessDeniedError = "org.freedesktop.DBus.Error.AccessDenied"
    /// The version of the API, which GetStatus reports as `api-version`: it grows when a
    /// method, a signal or a key is added, so that a client can tell what it talks to.
    public static let apiVersion: UInt32 = 9
    /// The app action remindd activates (`org.freedesktop.Application.ActivateAction`) to
    /// hand the user's response to a popup to the app, with the parameter (identifier, action).
    public static let responseActionName = "notification-response"
    /// The type of that action's parameter: (identifier, action).
    public static let responseActionSignature = "(ss)"
    /// The app action remindd activates instead for a response with data (`ResponseCodec`),
    /// such as a typed reply; an app without it gets `responseActionName` as before.
    public static let responseWithDataActionName = "notification-response-with-data"
    /// The type of that action's parameter: (identifier, action, data).
    public static let responseWithDataActionSignature = "(ssa{sv})"
    /// The notification server's close reason for a popup the user dismissed (the
    /// freedesktop notification specification's 2), which remindd reports as the action
    /// `NotificationAction.dismissIdentifier`.
    public static let dismissedCloseReason: Int32 = 2
}
