import CGLib
import CShims
import GLibSupport

/// Hears logind's `PrepareForSleep` on the system bus: the machine goes to sleep (true) or
/// has resumed (false).
///
/// Without a system bus (a container, CI) it does nothing; the timer's cancel-on-set still
/// reports the resume on Linux 5.15 and later.
public final class SleepMonitor {
    private var connection: OpaquePointer?
    private var subscription: guint = 0

    /// Subscribes; `onChange` runs on the main loop with true before each sleep and with
    /// false after each resume.
    /// - Throws: `DaemonError.bus` when there is no system bus.
    public init(onChange: @escaping (Bool) -> Void) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SYSTEM, nil, &error) else {
            throw DaemonError.bus(
                "no system bus (\(GLibError.take(&error)?.message ?? "unknown")); resume is seen through the timer only"
            )
        }
        connection = bus
        let box = ClosureBox<Bool>(onChange)
        subscription = g_dbus_connection_signal_subscribe(
            bus, "org.freedesktop.login1", "org.freedesktop.login1.Manager", "PrepareForSleep",
            "/org/freedesktop/login1", nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, g_variant_is_of_type(parameters, shims_variant_type("(b)")) != 0 else { return }
                let starting = Variant.child(parameters, 0)
                defer { g_variant_unref(starting) }
                ClosureBox<Bool>.from(data)?.call(g_variant_get_boolean(starting) != 0)
            },
            box.retain(), ClosureBox<Bool>.release)
    }

    deinit {
        if let connection {
            g_dbus_connection_signal_unsubscribe(connection, subscription)
            ObjectReference.release(connection)
        }
    }
}
