import CGLib

/// A one-shot pause on the main loop, for retrying after a failure.
///
/// It runs on GLib's monotonic clock, which stops during suspend: fine for a pause
/// between retries, never for a deadline (those use the daemon's wall-clock timer).
public enum RetryTimeout {
    /// Runs `body` once on the main loop after `seconds`; returns the source id.
    @discardableResult
    public static func after(seconds: guint, _ body: @escaping () -> Void) -> guint {
        let box = ClosureBox<Void>(body)
        return g_timeout_add_seconds_full(
            G_PRIORITY_DEFAULT, seconds,
            { data in
                ClosureBox<Void>.from(data)?.call(())
                return 0
            }, box.retain(), ClosureBox<Void>.release)
    }
}
