/// The data of a popup response beyond its action, an `a{sv}` dictionary: the
/// `ResponseWithData` signal's last argument and the last member of the
/// `RemindersBus.responseWithDataActionName` parameter. Empty for most responses; a reader
/// ignores keys it does not know, which a newer remindd may add.
public enum ResponseCodec {
    /// The text the user typed into the popup's reply field (s), like
    /// `UNTextInputNotificationResponse.userText`.
    public static let userTextKey = "user-text"
    /// The keys a response's data may hold.
    public static let keys: Set<String> = [userTextKey]

    /// The data of a response: `user-text` when the user sent a reply.
    public static func encode(userText: String?) -> WireDictionary {
        userText.map { [userTextKey: .string($0)] } ?? [:]
    }

    /// The typed reply in a response's data; nil when there is none or it is not a string.
    public static func userText(_ data: WireDictionary) -> String? {
        guard case .string(let text) = data[userTextKey] else { return nil }
        return text
    }
}
