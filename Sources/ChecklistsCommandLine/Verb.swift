/// The commands of `checklists`, by the name typed on the command line.
public enum Verb: String, CaseIterable, Sendable {
    /// Schedules a notification.
    case notify
    /// Lists pending requests.
    case pending
    /// Lists delivered notifications.
    case delivered
    /// Cancels pending requests.
    case cancel
    /// Forgets delivered notifications.
    case clearDelivered = "clear-delivered"
}
