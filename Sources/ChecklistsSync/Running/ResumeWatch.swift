import CGLib
import CShims
import GLibSupport

/// Hears logind's `PrepareForSleep(false)`: the machine has resumed from suspend.
final class ResumeWatch {
    private let connection: OpaquePointer
    private var subscription: guint = 0

    /// Listens on `connection` (the system bus, or a test's); `onResume` runs on the main
    /// loop after each resume.
    init(connection: OpaquePointer, onResume: @escaping () -> Void) {
        self.connection = connection
        g_object_ref(UnsafeMutableRawPointer(connection))
        subscription = g_dbus_connection_signal_subscribe(
            connection, "org.freedesktop.login1", "org.freedesktop.login1.Manager", "PrepareForSleep",
            "/org/freedesktop/login1", nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, g_variant_is_of_type(parameters, shims_variant_type("(b)")) != 0 else { return }
                let starting = Variant.child(parameters, 0)
                defer { g_variant_unref(starting) }
                if g_variant_get_boolean(starting) == 0 { ClosureBox<Void>.from(data)?.call(()) }
            },
            ClosureBox<Void>(onResume).retain(), ClosureBox<Void>.release)
    }

    /// Listens on the system bus; nil without one (a container, CI).
    static func onSystemBus(onResume: @escaping () -> Void) -> ResumeWatch? {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SYSTEM, nil, &error) else {
            _ = GLibError.take(&error)
            return nil
        }
        defer { ObjectReference.release(bus) }
        return ResumeWatch(connection: bus, onResume: onResume)
    }

    deinit {
        g_dbus_connection_signal_unsubscribe(connection, subscription)
        ObjectReference.release(connection)
    }
}
