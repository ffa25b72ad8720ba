/// Why the wake-up timer woke the daemon.
public enum TimerWake: Sendable, Equatable {
    /// The armed time was reached.
    case expired
    /// The clock was set (or, since Linux 5.15, the machine resumed from suspend).
    case clockChanged
}
