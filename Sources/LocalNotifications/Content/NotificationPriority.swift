/// The priority of xdg-desktop-portal's notification portal (version 2), which remindd
/// accepts as another way to say an interruption level.
public enum NotificationPriority: String, Sendable, Hashable, Codable, CaseIterable {
    /// Background information: the passive level.
    case low
    /// The usual priority: the active level.
    case normal
    /// Needs attention soon: the time-sensitive level.
    case high
    /// Needs attention now: the critical level.
    case urgent

    /// The interruption level this priority means.
    public var interruptionLevel: InterruptionLevel {
        switch self {
        case .low: .passive
        case .normal: .active
        case .high: .timeSensitive
        case .urgent: .critical
        }
    }
}
