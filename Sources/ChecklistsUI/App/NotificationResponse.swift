import CGtk
import CShims
import ChecklistsModel
import GLibSupport
import RemindersAPI

/// What the user did with one of the app's popups, as remindd hands it over through the
/// app action `RemindersBus.responseActionName` with the parameter (identifier, action), or
/// `RemindersBus.responseWithDataActionName` with (identifier, action, data) when the
/// response has data such as a typed reply.
struct NotificationResponse: Equatable {
    /// The name of the app action remindd activates.
    static let actionName = RemindersBus.responseActionName
    /// The type of the action's parameter.
    static let parameterType = RemindersBus.responseActionSignature
    /// The name of the app action remindd activates for a response with data.
    static let withDataActionName = RemindersBus.responseWithDataActionName
    /// The type of that action's parameter.
    static let withDataParameterType = RemindersBus.responseWithDataActionSignature

    /// The request identifier: an item's number, "daily-reminder", or another notification's.
    var identifier: String
    /// `NotificationAction.defaultIdentifier` (the popup was clicked), an action such as
    /// "mark-done" or "snooze", or `NotificationAction.dismissIdentifier`.
    var action: String
    /// The text the user typed into the popup's reply field, if any.
    var userText: String?

    /// Reads either action's parameter; nil for anything else.
    init?(_ parameter: OpaquePointer?) {
        guard let parameter else { return nil }
        let withData = g_variant_is_of_type(parameter, shims_variant_type(Self.withDataParameterType)) != 0
        guard withData || g_variant_is_of_type(parameter, shims_variant_type(Self.parameterType)) != 0 else {
            return nil
        }
        let first = Variant.child(parameter, 0)
        let second = Variant.child(parameter, 1)
        let third = withData ? Variant.child(parameter, 2) : nil
        defer {
            if let first { g_variant_unref(first) }
            if let second { g_variant_unref(second) }
            if let third { g_variant_unref(third) }
        }
        identifier = Variant.string(first)
        action = Variant.string(second)
        userText = third.flatMap(Self.userText)
    }

    /// The data's `user-text`, when it is a string; other keys are ignored.
    private static func userText(_ data: OpaquePointer) -> String? {
        guard let value = g_variant_lookup_value(data, ResponseCodec.userTextKey, shims_variant_type("s")) else {
            return nil
        }
        defer { g_variant_unref(value) }
        return Variant.string(value)
    }

    /// Creates a response.
    init(identifier: String, action: String, userText: String? = nil) {
        self.identifier = identifier
        self.action = action
        self.userText = userText
    }

    /// The item the popup was about, when it was an item reminder ("12" or "12/2").
    var itemID: Int64? { ItemReminder.itemID(fromIdentifier: identifier) }
}
