import CGLib
import CShims
import GLibSupport
import RemindersAPI

/// Emits the launcher-entry `Update` signal that sets an app's badge on docks.
public enum LauncherEntrySignal {
    /// Emits `Update(app_uri, {count: count, count-visible: count > 0})` from `objectPath` on
    /// `connection` to every listener; a count of 0 hides the badge. Returns the error, if any.
    @discardableResult
    public static func emit(
        on connection: OpaquePointer?, objectPath: String, appIdentifier: String, count: Int
    ) -> GLibError? {
        let builder = g_variant_builder_new(shims_variant_type("a{sv}"))
        defer { g_variant_builder_unref(builder) }
        let entries: [(String, OpaquePointer?)] = [
            (LauncherEntry.countKey, g_variant_new_int64(gint64(count))),
            (LauncherEntry.countVisibleKey, g_variant_new_boolean(count > 0 ? 1 : 0)),
        ]
        for (key, value) in entries {
            g_variant_builder_add_value(
                builder, g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value)))
        }
        let parameters = Variant.tuple([
            g_variant_new_string(LauncherEntry.appURI(for: appIdentifier)), g_variant_builder_end(builder),
        ])
        var error: UnsafeMutablePointer<GError>?
        g_dbus_connection_emit_signal(
            connection, nil, objectPath, LauncherEntry.interfaceName, LauncherEntry.signalName, parameters, &error)
        return GLibError.take(&error)
    }
}
