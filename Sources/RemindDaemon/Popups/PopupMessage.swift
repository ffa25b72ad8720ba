/// Everything a popup needs on its way to the notification server (see `NotifyParameters`).
public struct PopupMessage: Sendable, Equatable {
    /// The freedesktop urgency levels.
    public enum Urgency: Sendable, Equatable {
        /// Low urgency.
        case low
        /// Normal urgency.
        case normal
        /// Critical: the server keeps it until the user dismisses it.
        case critical
    }

    /// One action button.
    public struct Action: Sendable, Equatable {
        /// The key reported back when it is clicked; `NotificationAction.defaultIdentifier` is a
        /// click on the popup itself.
        public var key: String
        /// The button's label.
        public var label: String
    }

    /// The reply field of a popup whose category has an action that asks for text, on a
    /// server with the `inline-reply` capability: the action's button carries the key
    /// `PopupComposer.inlineReplyKey`, and the reply is reported as this action.
    public struct Reply: Sendable, Equatable {
        /// The identifier of the category's action the reply answers, such as "add-item".
        public var action: String
        /// The `x-kde-reply-placeholder-text` hint; empty for none.
        public var placeholder: String
        /// The `x-kde-reply-submit-button-text` hint; empty for the server's own label.
        public var buttonTitle: String

        /// Creates a reply field.
        public init(action: String, placeholder: String, buttonTitle: String) {
            self.action = action
            self.placeholder = placeholder
            self.buttonTitle = buttonTitle
        }
    }

    /// The name of the app the popup speaks for.
    public var appName: String
    /// The summary line, plain text.
    public var summary: String
    /// The body, escaped already when the server takes markup.
    public var body: String
    /// An icon name from the icon theme.
    public var iconName: String
    /// The urgency.
    public var urgency: Urgency
    /// The desktop file id of the app (the `desktop-entry` hint).
    public var desktopEntry: String
    /// The `category` hint.
    public var category: String
    /// The `sound-name` hint, or nil.
    public var soundName: String?
    /// Whether the `suppress-sound` hint is set.
    public var silent: Bool
    /// The action buttons, only when the server offers actions.
    public var actions: [Action]
    /// The `image-path` hint: an absolute path to an image, or nil.
    public var imagePath: String? = nil
    /// The server's id of the popup this one replaces (`replaces_id`), or 0 for a new one.
    public var replacesID: UInt32 = 0
    /// The reply field, only when the server offers `inline-reply` and an action asks for text.
    public var reply: Reply? = nil
    /// The `sound-file` hint: an absolute path to a sound file, or nil.
    public var soundFile: String? = nil
    /// The `transient` hint: the server shows it without keeping it in its history.
    public var transient = false
    /// The `resident` hint: the server keeps it after an action; it also never expires.
    public var resident = false
}
