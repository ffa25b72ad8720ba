import CGtk
import CShims
import GLibSupport

/// Named actions (`app.quit`, `win.new-item`, `app.notification-response`) that menus,
/// shortcuts and D-Bus activate.
enum Actions {
    /// Adds an action without a parameter to an action map (a GtkApplication or a
    /// GtkApplicationWindow); `handler` runs when it is activated.
    static func add<T>(to map: UnsafeMutablePointer<T>, name: String, _ handler: @escaping () -> Void) {
        add(to: map, name: name, parameterType: nil) { _ in handler() }
    }

    /// Adds an action that takes a parameter of `parameterType` (such as "(ss)"); the
    /// handler gets the parameter, owned by GLib for the call.
    static func add<T>(
        to map: UnsafeMutablePointer<T>, name: String, parameterType: String?,
        _ handler: @escaping (OpaquePointer?) -> Void
    ) {
        guard let action = g_simple_action_new(name, parameterType.map { shims_variant_type($0) }) else { return }
        let activate: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, data in
            ClosureBox<OpaquePointer?>.from(data)?.call(parameter)
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(action), "activate", unsafeBitCast(activate, to: GCallback.self),
            ClosureBox<OpaquePointer?>(handler).retain(), { data, _ in ClosureBox<OpaquePointer?>.release(data) },
            GConnectFlags(0))
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
