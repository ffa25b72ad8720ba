/// What the user did with a delivered notification, as the app that asked for it hears it
/// (Apple's `UNNotificationResponse`): the request's identifier, the action, and the text typed
/// into a reply field, if any.
public struct NotificationResponse: Sendable, Hashable {
    /// The identifier of the request whose notification was answered.
    public var identifier: String
    /// `NotificationAction.defaultIdentifier` (the popup was clicked),
    /// `NotificationAction.dismissIdentifier`, or the identifier of one of the category's
    /// actions.
    public var action: String
    /// The text the user typed into the popup's reply field, if any
    /// (`UNTextInputNotificationResponse.userText`).
    public var userText: String?

    /// Creates a response.
    public init(identifier: String, action: String, userText: String? = nil) {
        self.identifier = identifier
        self.action = action
        self.userText = userText
    }
}
