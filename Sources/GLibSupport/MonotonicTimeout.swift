import CGLib

/// A pause on the main loop: for retrying after a failure, letting a burst of events
/// settle, or a heartbeat.
///
/// It runs on GLib's monotonic clock, which stops during suspend: fine for a pause, never
/// for a deadline (those use the daemon's wall-clock timer).
public enum MonotonicTimeout {
    /// Runs `body` once on the main loop after `seconds`; returns the source id.
    @discardableResult
    public static func after(seconds: guint, _ body: @escaping () -> Void) -> guint {
        g_timeout_add_seconds_full(
            G_PRIORITY_DEFAULT, seconds, fire, ClosureBox<Void>(body).retain(), ClosureBox<Void>.release)
    }

    /// Runs `body` once on the main loop after `milliseconds`; returns the source id.
    @discardableResult
    public static func after(milliseconds: guint, _ body: @escaping () -> Void) -> guint {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, fire, ClosureBox<Void>(body).retain(), ClosureBox<Void>.release)
    }

    /// Runs `body` on the main loop every `milliseconds` until the source is removed;
    /// returns the source id.
    @discardableResult
    public static func every(milliseconds: guint, _ body: @escaping () -> Void) -> guint {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                ClosureBox<Void>.from(data)?.call(())
                return 1
            }, ClosureBox<Void>(body).retain(), ClosureBox<Void>.release)
    }

    private static let fire: GSourceFunc = { data in
        ClosureBox<Void>.from(data)?.call(())
        return 0
    }
}
