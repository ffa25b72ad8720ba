import CGtk
import ChecklistsModel
import GLibSupport

/// Notices when another process (the command line) changed the Checklists database, so
/// that an open window shows the change within a second.
///
/// A file monitor on the database's folder wakes it; the model's `ExternalChanges` then
/// tells whether another connection committed, so the window's own edits cause no reload.
final class DataWatcher {
    private let changes: ExternalChanges
    private var monitor: OpaquePointer?
    private var pending = false
    private let onChange: () -> Void

    /// Watches `changes.folder`; `onChange` runs on the main loop after another process's change.
    init(changes: ExternalChanges, onChange: @escaping () -> Void) {
        self.changes = changes
        self.onChange = onChange
        let folder = g_file_new_for_path(changes.folder)
        defer { ObjectReference.release(folder) }
        guard let monitor = g_file_monitor_directory(folder, GLibFlags.fileMonitorNone, nil, nil) else { return }
        self.monitor = OpaquePointer(monitor)
        let changed: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
            _, _, _, _, data in
            ClosureBox<Void>.from(data)?.call(())
        }
        g_signal_connect_data(
            monitor, "changed", unsafeBitCast(changed, to: GCallback.self),
            ClosureBox<Void>({ [weak self] in self?.schedule() }).retain(),
            { data, _ in ClosureBox<Void>.release(data) }, GConnectFlags(0))
    }

    deinit { ObjectReference.release(monitor) }

    private func schedule() {
        guard !pending else { return }
        pending = true
        MonotonicTimeout.after(milliseconds: Self.settleMilliseconds) { [weak self] in self?.check() }
    }

    private func check() {
        pending = false
        if changes.check() { onChange() }
    }

    /// How long to let a burst of writes settle before looking.
    private static let settleMilliseconds: guint = 150
}
