/// One button of a notification category, like `UNNotificationAction`; with `textInput`, a
/// button that asks for a typed reply, like `UNTextInputNotificationAction`.
public struct NotificationAction: Sendable, Hashable, Codable {
    /// The key reported back when the user clicks the button, such as "mark-done".
    public var identifier: String
    /// The button's label, such as "Mark Done".
    public var title: String
    /// Whether and how the action asks for text; nil for an ordinary button.
    public var textInput: TextInput?

    /// The action reported when the user clicks the popup itself, like
    /// `UNNotificationDefaultActionIdentifier`; no button may use it.
    public static let defaultIdentifier = "default"
    /// The action reported when the user dismisses the popup, like
    /// `UNNotificationDismissActionIdentifier`; no button may use it.
    public static let dismissIdentifier = "dismissed"

    /// Creates an action; `textInput` makes it ask for a reply where the server can.
    public init(identifier: String, title: String, textInput: TextInput? = nil) {
        self.identifier = identifier
        self.title = title
        self.textInput = textInput
    }
}
