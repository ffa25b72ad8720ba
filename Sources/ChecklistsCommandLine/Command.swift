import LocalNotifications

/// A parsed command line: what to do, with every value already checked.
public enum Command: Equatable, Sendable {
    /// Print this help text on standard output.
    case help(String)
    /// No command was given: the app's window will open here; for now the usage is shown.
    case launchApp
    /// Schedule this request.
    case notify(NotificationRequest)
    /// List the pending requests, as a table or as JSON.
    case pending(json: Bool)
    /// List the delivered notifications, as a table or as JSON.
    case delivered(json: Bool)
    /// Cancel pending requests.
    case cancel(IdentifierSelection)
    /// Forget delivered notifications.
    case clearDelivered(IdentifierSelection)
}
