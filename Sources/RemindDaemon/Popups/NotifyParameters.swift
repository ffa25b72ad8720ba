import CGLib
import CShims
import Foundation
import GLibSupport

/// The arguments of `org.freedesktop.Notifications.Notify` for a popup, signature
/// `(susssasa{sv}i)`: what libnotify sent for remindd before, hint for hint.
public enum NotifyParameters {
    /// The floating parameters tuple for `message`, sent by the process `senderPID`.
    public static func make(_ message: PopupMessage, senderPID: Int32 = getpid()) -> OpaquePointer? {
        Variant.tuple([
            g_variant_new_string(message.appName),
            g_variant_new_uint32(message.replacesID),
            g_variant_new_string(message.iconName),
            g_variant_new_string(message.summary),
            g_variant_new_string(message.body),
            Variant.makeStrings(message.actions.flatMap { [$0.key, $0.label] }),
            hints(message, senderPID: senderPID),
            // -1: the server's default; 0: until the user dismisses it.
            g_variant_new_int32(message.urgency == .critical || message.resident ? 0 : -1),
        ])
    }

    /// The `a{sv}` hints.
    private static func hints(_ message: PopupMessage, senderPID: Int32) -> OpaquePointer? {
        var entries: [(String, OpaquePointer?)] = [
            ("urgency", g_variant_new_byte(urgency(message.urgency))),
            ("category", g_variant_new_string(message.category)),
            ("desktop-entry", g_variant_new_string(message.desktopEntry)),
            ("sender-pid", g_variant_new_int64(gint64(senderPID))),
        ]
        if let sound = message.soundName { entries.append(("sound-name", g_variant_new_string(sound))) }
        if let image = message.imagePath { entries.append(("image-path", g_variant_new_string(image))) }
        if message.silent { entries.append(("suppress-sound", g_variant_new_boolean(1))) }
        if let file = message.soundFile { entries.append(("sound-file", g_variant_new_string(file))) }
        if message.transient { entries.append(("transient", g_variant_new_boolean(1))) }
        if message.resident { entries.append(("resident", g_variant_new_boolean(1))) }
        if let reply = message.reply {
            if !reply.placeholder.isEmpty {
                entries.append(("x-kde-reply-placeholder-text", g_variant_new_string(reply.placeholder)))
            }
            if !reply.buttonTitle.isEmpty {
                entries.append(("x-kde-reply-submit-button-text", g_variant_new_string(reply.buttonTitle)))
            }
        }
        let builder = g_variant_builder_new(shims_variant_type("a{sv}"))
        defer { g_variant_builder_unref(builder) }
        for (key, value) in entries {
            g_variant_builder_add_value(
                builder, g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value)))
        }
        return g_variant_builder_end(builder)
    }

    /// The freedesktop urgency byte: 0 low, 1 normal, 2 critical.
    private static func urgency(_ urgency: PopupMessage.Urgency) -> UInt8 {
        switch urgency {
        case .low: 0
        case .normal: 1
        case .critical: 2
        }
    }
}
