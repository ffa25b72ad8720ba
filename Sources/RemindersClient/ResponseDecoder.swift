import CGLib
import CShims
import GLibSupport
import LocalNotifications
import RemindersAPI

/// Reads the user's answer to a popup as remindd hands it to the app that asked for it: the
/// parameter of the app action `RemindersBus.responseActionName`, (identifier, action), or of
/// `RemindersBus.responseWithDataActionName`, (identifier, action, data) with the data of
/// `ResponseCodec` (the typed reply). The app registers both actions on its `GApplication`;
/// the contract's decoding is here, beside the rest of the client's.
public enum ResponseDecoder {
    /// The response in either action's parameter; nil for a parameter of another type.
    /// Data keys other than the typed reply are ignored.
    public static func response(fromActionParameter parameter: OpaquePointer?) -> NotificationResponse? {
        guard let parameter else { return nil }
        let withData =
            g_variant_is_of_type(parameter, shims_variant_type(RemindersBus.responseWithDataActionSignature)) != 0
        guard withData || g_variant_is_of_type(parameter, shims_variant_type(RemindersBus.responseActionSignature)) != 0
        else { return nil }
        let identifier = Variant.child(parameter, 0)
        let action = Variant.child(parameter, 1)
        let data = withData ? Variant.child(parameter, 2) : nil
        defer {
            if let identifier { g_variant_unref(identifier) }
            if let action { g_variant_unref(action) }
            if let data { g_variant_unref(data) }
        }
        return NotificationResponse(
            identifier: Variant.string(identifier), action: Variant.string(action), userText: data.flatMap(userText))
    }

    /// The data's `user-text`, when it is a string.
    private static func userText(_ data: OpaquePointer) -> String? {
        guard let value = g_variant_lookup_value(data, ResponseCodec.userTextKey, shims_variant_type("s")) else {
            return nil
        }
        defer { g_variant_unref(value) }
        return Variant.string(value)
    }
}
