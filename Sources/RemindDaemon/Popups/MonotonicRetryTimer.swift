import CGLib
import GLibSupport

/// The live retry timer: a GLib timeout on the main loop.
public final class MonotonicRetryTimer: RetryTimer {
    private var source: guint = 0

    /// Creates a timer with nothing scheduled.
    public init() {}

    deinit { cancel() }

    /// Whether a run is scheduled that has not happened yet.
    public var isPending: Bool { source != 0 }

    /// Runs `body` once on the main loop after `seconds`, in place of a run scheduled before.
    public func schedule(after seconds: UInt32, _ body: @escaping () -> Void) {
        cancel()
        source = MonotonicTimeout.after(seconds: seconds) { [weak self] in
            self?.source = 0
            body()
        }
    }

    /// Runs `body` once on the main loop after `milliseconds`, in place of a run scheduled
    /// before.
    public func schedule(afterMilliseconds milliseconds: UInt32, _ body: @escaping () -> Void) {
        cancel()
        source = MonotonicTimeout.after(milliseconds: milliseconds) { [weak self] in
            self?.source = 0
            body()
        }
    }

    /// Cancels the scheduled run, if any.
    public func cancel() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
    }
}
