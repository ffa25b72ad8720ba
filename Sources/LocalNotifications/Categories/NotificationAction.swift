/// One button of a notification category, like `UNNotificationAction`.
public struct NotificationAction: Sendable, Hashable, Codable {
    /// The key reported back when the user clicks the button, such as "mark-done".
    public var identifier: String
    /// The button's label, such as "Mark Done".
    public var title: String

    /// The action reported when the user clicks the popup itself, like
    /// `UNNotificationDefaultActionIdentifier`; no button may use it.
    public static let defaultIdentifier = "default"
    /// The action reported when the user dismisses the popup, like
    /// `UNNotificationDismissActionIdentifier`; no button may use it.
    public static let dismissIdentifier = "dismissed"

    /// Creates an action.
    public init(identifier: String, title: String) {
        self.identifier = identifier
        self.title = title
    }
}
