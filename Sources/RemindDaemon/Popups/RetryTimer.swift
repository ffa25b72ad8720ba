/// A pause on the main loop before trying again: after a refused post, or a notification
/// server that did not start.
///
/// A pause, never a deadline: `MonotonicRetryTimer`, the live one, counts on the monotonic
/// clock, which stops during suspend.
public protocol RetryTimer: AnyObject {
    /// Whether a run is scheduled that has not happened yet.
    var isPending: Bool { get }

    /// Runs `body` once on the main loop after `seconds`, in place of a run scheduled before.
    func schedule(after seconds: UInt32, _ body: @escaping () -> Void)

    /// Runs `body` once on the main loop after `milliseconds`, in place of a run scheduled
    /// before.
    func schedule(afterMilliseconds milliseconds: UInt32, _ body: @escaping () -> Void)

    /// Cancels the scheduled run, if any.
    func cancel()
}
