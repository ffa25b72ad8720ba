import CGtk
import CShims
import ChecklistsModel
import GLibSupport

/// What the user did with one of the app's popups, as remindd hands it over through the
/// app action `notification-response` with the parameter (identifier, action).
struct NotificationResponse: Equatable {
    /// The name of the app action remindd activates.
    static let actionName = "notification-response"

    /// The request identifier: an item's number, "daily-reminder", or another notification's.
    var identifier: String
    /// "default" (the popup was clicked), an action such as "mark-done" or "snooze", or
    /// "dismissed".
    var action: String

    /// Reads the action's (ss) parameter; nil for anything else.
    init?(_ parameter: OpaquePointer?) {
        guard let parameter, g_variant_is_of_type(parameter, shims_variant_type("(ss)")) != 0 else { return nil }
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
