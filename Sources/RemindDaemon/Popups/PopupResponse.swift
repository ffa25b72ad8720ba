/// What the user did with a posted popup.
public enum PopupResponse: Sendable, Equatable {
    /// An action was invoked: `NotificationAction.defaultIdentifier` for a click on the popup,
    /// or an action key.
    /// `activationToken` is the one the server sent with it (its `ActivationToken` signal),
    /// which lets the app that handles the click raise its window on Wayland.
    case action(String, activationToken: String? = nil)
    /// The user typed `text` into the popup's reply field and sent it, answering `action`.
    case reply(action: String, text: String)
    /// The popup closed: 1 expired, 2 dismissed by the user, 3 closed by a call, 4 other.
    case closed(reason: Int32)
}
