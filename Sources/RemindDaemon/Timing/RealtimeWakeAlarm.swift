import CGLib
import CShims
import Foundation
import GLibSupport
import LocalNotifications

/// A timerfd on `CLOCK_REALTIME_ALARM`: like the wall clock, but its expiry wakes the system
/// from suspend. It needs `CAP_WAKE_ALARM` (EPERM without) and a kernel with alarm timers
/// (EINVAL without), which creating one at start probes.
///
/// The descriptor is open only while the alarm is armed: a disarmed alarm timerfd still
/// shows its old expiry in `/proc/PID/fdinfo`, and a closed one says plainly that nothing
/// will wake the computer. The main loop reads it when it expires; there is nothing else to
/// do then, since the daemon's wall-clock timer fires the request.
public final class RealtimeWakeAlarm: SystemWakeAlarm {
    private var fd: Int32 = -1
    private var source: guint = 0
    /// Whether the alarm can wake the computer.
    public let availability: WakeAlarmAvailability

    /// Learns whether the alarm can be had, holding none yet.
    public init() {
        let probe = shims_alarm_timer_create()
        let error = errno
        availability = probe >= 0 ? .available : error == EPERM ? .denied : .unsupported
        if probe >= 0 { close(probe) }
    }

    deinit { release() }

    /// Arms the alarm at `date` (rounded up to the nanosecond), or disarms it when nil.
    public func arm(at date: Date?) throws {
        guard availability == .available else { return }
        guard let date else { return release() }
        let bounded = min(max(date, Date(timeIntervalSince1970: 1)), TimeBounds.latest)
        guard let (whole, nanoseconds) = TimeBounds.timespec(of: bounded) else {
            throw DaemonError.system("cannot arm the wake alarm at \(TimeBounds.describe(date))")
        }
        if fd < 0 { try open() }
        guard shims_alarm_timer_arm(fd, whole, nanoseconds) == 0 else { throw Self.failure("arm") }
    }

    private func open() throws {
        fd = shims_alarm_timer_create()
        guard fd >= 0 else { throw Self.failure("create") }
        source = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, fd, G_IO_IN,
            { fd, _, _ in
                _ = shims_wall_timer_read(fd)
                return 1
            }, nil, nil)
    }

    private func release() {
        if source != 0 { g_source_remove(source) }
        source = 0
        if fd >= 0 { close(fd) }
        fd = -1
    }

    private static func failure(_ step: String) -> DaemonError {
        .system("cannot \(step) the wake alarm: \(String(cString: strerror(errno)))")
    }
}
