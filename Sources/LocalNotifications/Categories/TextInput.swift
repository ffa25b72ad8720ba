/// How an action asks for a typed reply, like `UNTextInputNotificationAction`'s
/// `textInputButtonTitle` and `textInputPlaceholder`. Where the notification server has no
/// reply field, the action is an ordinary button.
public struct TextInput: Sendable, Hashable, Codable {
    /// The label of the button that sends the reply, such as "Add"; empty for the server's own.
    public var buttonTitle: String
    /// The grey text in the empty reply field, such as "New item"; empty for none.
    public var placeholder: String

    /// Creates the text input of an action.
    public init(buttonTitle: String = "", placeholder: String = "") {
        self.buttonTitle = buttonTitle
        self.placeholder = placeholder
    }
}
