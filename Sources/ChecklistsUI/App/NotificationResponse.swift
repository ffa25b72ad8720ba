import CGtk
import CShims
import ChecklistsModel
import GLibSupport
import RemindersAPI

/// What the user did with one of the app's popups, as remindd hands it over through the
/// app action `RemindersBus.responseActionName` with the parameter (identifier, action).
struct NotificationResponse: Equatable {
    /// The name of the app action remindd activates.
    static let actionName = RemindersBus.responseActionName
    /// The type of the action's parameter.
    static let parameterType = RemindersBus.responseActionSignature

    /// The request identifier: an item's number, "daily-reminder", or another notification's.
    var identifier: String
    /// `NotificationAction.defaultIdentifier` (the popup was clicked), an action such as
    /// "mark-done" or "snooze", or `NotificationAction.dismissIdentifier`.
    var action: String

    /// Reads the action's (identifier, action) parameter; nil for anything else.
    init?(_ parameter: OpaquePointer?) {
        guard let parameter, g_variant_is_of_type(parameter, shims_variant_type(Self.parameterType)) != 0 else {
            return nil
        }
        let first = Variant.child(parameter, 0)
        let second = Variant.child(parameter, 1)
        defer {
            if let first { g_variant_unref(first) }
            if let second { g_variant_unref(second) }
        }
        identifier = Variant.string(first)
        action = Variant.string(second)
    }

    /// Creates a response.
    init(identifier: String, action: String) {
        self.identifier = identifier
        self.action = action
    }

    /// The item the popup was about, when it was an item reminder.
    var itemID: Int64? { Int64(identifier) }
}
