/// What made the daemon look at the time again, besides its timer expiring.
public enum TimeChange: Sendable, Equatable {
    /// The timer heard the clock being set (or, since Linux 5.15, the machine resuming).
    case clockSet
    /// /etc/localtime changed.
    case timeZone
    /// logind said the machine resumed from sleep.
    case resumed

    /// The reason as the log line tells it.
    var reason: String {
        switch self {
        case .clockSet: "the clock was set or the machine resumed"
        case .timeZone: "the time zone changed"
        case .resumed: "resumed from sleep"
        }
    }
}
