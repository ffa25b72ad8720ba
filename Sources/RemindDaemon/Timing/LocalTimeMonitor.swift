import CGLib
import GLibSupport

/// Watches /etc/localtime (and the folder holding it) so the daemon hears when the system
/// time zone changes.
public final class LocalTimeMonitor {
    private var monitor: UnsafeMutablePointer<GFileMonitor>?
    private var handler: gulong = 0

    /// Starts watching `path`; `onChange` runs on the main loop after each change.
    public init(path: String = "/etc/localtime", onChange: @escaping () -> Void) {
        let file = g_file_new_for_path(path)
        defer { ObjectReference.release(file) }
        monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_HARD_LINKS, nil, nil)
        guard let monitor else { return }
        let box = ClosureBox<Void>(onChange)
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
            _, _, _, event, data in
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
                G_FILE_MONITOR_EVENT_RENAMED, G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
                ClosureBox<Void>.from(data)?.call(())
            default:
                break
            }
        }
        handler = g_signal_connect_data(
            monitor, "changed", unsafeBitCast(callback, to: GCallback.self), box.retain(),
            { data, _ in ClosureBox<Void>.release(data) }, GConnectFlags(0))
    }

    deinit {
        if let monitor {
            g_signal_handler_disconnect(monitor, handler)
            g_file_monitor_cancel(monitor)
            g_object_unref(monitor)
        }
    }
}
