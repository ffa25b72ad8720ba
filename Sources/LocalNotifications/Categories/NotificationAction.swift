/// One button of a notification category, like `UNNotificationAction`; with `textInput`, a
/// button that asks for a typed reply, like `UNTextInputNotificationAction`.
public struct NotificationAction: Sendable, Hashable, Codable {
    /// The key reported back when the user clicks the button, such as "mark-done".
    public var identifier: String
    /// The button's label, such as "Mark Done".
    public var title: String
    /// Whether and how the action asks for text; nil for an ordinary button.
    public var textInput: TextInput?
    /// What the button is for, in the notification portal's words (such as `call.accept`),
    /// when the app said; `replyWithTextPurpose` also makes it ask for text.
    public var purpose: String?

    /// The action reported when the user clicks the popup itself, like
    /// `UNNotificationDefaultActionIdentifier`; no button may use it.
    public static let defaultIdentifier = "default"
    /// The action reported when the user dismisses the popup, like
    /// `UNNotificationDismissActionIdentifier`; no button may use it.
    public static let dismissIdentifier = "dismissed"

    /// The purpose of a button that answers with typed text.
    public static let replyWithTextPurpose = "im.reply-with-text"
    /// The button purposes of the notification portal (version 2); one starting `x-` is a
    /// vendor's own.
    public static let knownPurposes: [String] = [
        replyWithTextPurpose, "call.accept", "call.decline", "call.hang-up", "call.enable-speakerphone",
        "call.disable-speakerphone", "system.custom-alert",
    ]

    /// Creates an action; `textInput` makes it ask for a reply where the server can.
    public init(identifier: String, title: String, textInput: TextInput? = nil, purpose: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.textInput = textInput
        self.purpose = purpose
    }
}
