import CGLib
import CShims
import Foundation
import GLibSupport
import LocalNotifications

/// The daemon's one deadline: a timerfd on the wall clock, watched by the GLib main loop.
///
/// It is armed at an absolute `CLOCK_REALTIME` time with cancel-on-set, so it fires on time
/// after a suspend (the wall clock keeps counting while asleep, unlike GLib's monotonic
/// timeouts) and wakes early when the clock is set or the machine resumes.
public final class WallClockTimer: WakeUpTimer {
    private let fd: Int32
    private var source: guint = 0
    /// The time the timer is armed for, or nil when disarmed.
    public private(set) var armedAt: Date?
    private var changeReported = false
    /// Runs on the main loop each time the timer wakes the daemon.
    public var onWake: (TimerWake) -> Void = { _ in }

    /// Creates the timer, disarmed, and starts watching it.
    public init() throws {
        fd = shims_wall_timer_create()
        guard fd >= 0 else { throw DaemonError.system("timerfd_create failed: \(String(cString: strerror(errno)))") }
        let box = ClosureBox<TimerWake>({ [weak self] wake in self?.onWake(wake) })
        source = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, fd, G_IO_IN,
            { fd, _, data in
                let result = shims_wall_timer_read(fd)
                if result > 0 { ClosureBox<TimerWake>.from(data)?.call(result == 2 ? .clockChanged : .expired) }
                return 1
            },
            box.retain(), ClosureBox<TimerWake>.release)
    }

    deinit {
        if source != 0 { g_source_remove(source) }
        close(fd)
    }

    /// Arms the timer at `date` (rounded up to the nanosecond, so it never expires early), or
    /// disarms it when nil. A date in the past expires at once.
    ///
    /// When the clock was set since the timer was last armed and nobody read the change yet,
    /// the kernel arms the timer all the same but answers ECANCELED, and the change is not
    /// reported again: the timer then tells it as a `.clockChanged` wake on the next turn of
    /// the main loop, so that nothing computed on the old clock is kept.
    public func arm(at date: Date?) throws {
        armedAt = date
        guard let date else {
            guard shims_wall_timer_disarm(fd) == 0 else { throw Self.failure("disarm") }
            return
        }
        // Never at 0 seconds, which would disarm instead of expiring; a date past the last
        // one accepted is never reached, so the timer waits for that one instead.
        let bounded = min(max(date, Date(timeIntervalSince1970: 1)), TimeBounds.latest)
        guard let (whole, nanoseconds) = TimeBounds.timespec(of: bounded) else {
            throw DaemonError.system("cannot arm the timer at \(TimeBounds.describe(date))")
        }
        guard shims_wall_timer_arm(fd, whole, nanoseconds) == 0 else {
            guard errno == ECANCELED else { throw Self.failure("arm") }
            reportClockChange()
            return
        }
    }

    /// Tells a clock change the arming found, once, on the next turn of the main loop.
    private func reportClockChange() {
        guard !changeReported else { return }
        changeReported = true
        MonotonicTimeout.after(milliseconds: 0) { [weak self] in
            self?.changeReported = false
            self?.onWake(.clockChanged)
        }
    }

    private static func failure(_ step: String) -> DaemonError {
        .system("cannot \(step) the timer: \(String(cString: strerror(errno)))")
    }
}
