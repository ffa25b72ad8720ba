/// What the user did with a posted popup.
public enum PopupResponse: Sendable, Equatable {
    /// An action was invoked: `NotificationAction.defaultIdentifier` for a click on the popup,
    /// or an action key.
    case action(String)
    /// The user typed `text` into the popup's reply field and sent it, answering `action`.
    case reply(action: String, text: String)
    /// The popup closed: 1 expired, 2 dismissed by the user, 3 closed by a call, 4 other.
    case closed(reason: Int32)
}
