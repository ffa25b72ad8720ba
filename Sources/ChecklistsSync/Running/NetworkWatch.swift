import CGLib
import GLibSupport

/// Hears GNetworkMonitor's `network-changed`: whether the network is available now.
final class NetworkWatch {
    private let monitor: OpaquePointer
    private var handler: gulong = 0

    /// Listens to the default network monitor; `onChange` runs on the main loop with
    /// whether the network is available. Nil when GLib has no monitor.
    init?(onChange: @escaping (Bool) -> Void) {
        guard let monitor = g_network_monitor_get_default() else { return nil }
        self.monitor = monitor
        let changed: @convention(c) (gpointer?, gboolean, gpointer?) -> Void = { _, available, data in
            ClosureBox<Bool>.from(data)?.call(available != 0)
        }
        handler = g_signal_connect_data(
            UnsafeMutableRawPointer(monitor), "network-changed", unsafeBitCast(changed, to: GCallback.self),
            ClosureBox<Bool>(onChange).retain(), { data, _ in ClosureBox<Bool>.release(data) }, GConnectFlags(0))
    }

    deinit {
        // The default monitor lives as long as the process: only the handler goes.
        g_signal_handler_disconnect(UnsafeMutableRawPointer(monitor), handler)
    }

    /// Whether the network is available now.
    var isAvailable: Bool { g_network_monitor_get_network_available(monitor) != 0 }
}
