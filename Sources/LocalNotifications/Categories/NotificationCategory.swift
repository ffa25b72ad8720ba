/// A named set of actions an app registers once and then names in the content of its
/// requests (`categoryIdentifier`), like `UNNotificationCategory`.
public struct NotificationCategory: Sendable, Hashable, Codable {
    /// The name requests use, such as "item-reminder".
    public var identifier: String
    /// The buttons, in the order they are shown.
    public var actions: [NotificationAction]

    /// Creates a category.
    public init(identifier: String, actions: [NotificationAction]) {
        self.identifier = identifier
        self.actions = actions
    }
}
