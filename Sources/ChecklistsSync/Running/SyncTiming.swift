import Foundation

/// How long `SyncTriggers` waits before asking for a sync, in seconds.
public struct SyncTiming: Sendable, Equatable {
    /// After the app starts: time for the window to come up first.
    public var atStart: TimeInterval
    /// Between two syncs when nothing else asks, on the monotonic clock.
    public var periodic: TimeInterval
    /// After a local edit: a burst of edits goes out in one sync.
    public var afterEdit: TimeInterval
    /// After the network came back or the machine resumed: time for the connection to settle.
    public var afterWake: TimeInterval

    /// Sets every delay.
    public init(atStart: TimeInterval, periodic: TimeInterval, afterEdit: TimeInterval, afterWake: TimeInterval) {
        self.atStart = atStart
        self.periodic = periodic
        self.afterEdit = afterEdit
        self.afterWake = afterWake
    }

    /// 2 s after start, every 15 minutes, 5 s after an edit, 3 s after the network or a resume.
    public static let standard = SyncTiming(atStart: 2, periodic: 15 * 60, afterEdit: 5, afterWake: 3)
}
