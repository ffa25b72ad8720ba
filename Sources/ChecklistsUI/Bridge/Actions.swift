import CGtk
import GLibSupport

/// Named actions (`app.quit`, `win.new-item`) that menus and shortcuts activate.
enum Actions {
    /// Adds an action called `name` to an action map (a GtkApplication or a
    /// GtkApplicationWindow); `handler` runs when it is activated.
    static func add<T>(to map: UnsafeMutablePointer<T>, name: String, _ handler: @escaping () -> Void) {
        guard let action = g_simple_action_new(name, nil) else { return }
        let activate: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            ClosureBox<Void>.from(data)?.call(())
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(action), "activate", unsafeBitCast(activate, to: GCallback.self),
            ClosureBox<Void>(handler).retain(), { data, _ in ClosureBox<Void>.release(data) }, GConnectFlags(0))
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
