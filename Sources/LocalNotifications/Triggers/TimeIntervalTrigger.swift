import Foundation

/// Fires after a number of elapsed seconds, once or repeatedly, like `UNTimeIntervalNotificationTrigger`.
public struct TimeIntervalTrigger: Sendable, Hashable, Codable {
    /// The shortest interval a repeating trigger may have, in seconds.
    public static let minimumRepeatingInterval: TimeInterval = 60

    /// Seconds from the moment the request is added to the first delivery, and between deliveries.
    public var interval: TimeInterval
    /// Whether it fires again every `interval` seconds.
    public var repeats: Bool

    /// Creates a trigger; `validate()` says whether the values are allowed.
    public init(interval: TimeInterval, repeats: Bool) {
        self.interval = interval
        self.repeats = repeats
    }

    /// Checks the interval: above zero, finite, and at least a minute when repeating.
    public func validate() throws(NotificationError) {
        guard interval.isFinite, interval > 0 else {
            throw .invalidTrigger("the time interval must be more than 0 seconds, not \(interval.formattedSeconds)")
        }
        guard interval <= Self.maximumInterval else {
            throw .invalidTrigger("the time interval of \(interval.formattedSeconds) s is longer than 100 years")
        }
        if repeats, interval < Self.minimumRepeatingInterval {
            throw .invalidTrigger(
                "a repeating time interval must be at least 60 seconds, not \(interval.formattedSeconds)")
        }
    }

    /// The occurrence after `date` for a trigger counted from `anchor`, or nil when it does not repeat.
    public func nextFireDate(anchor: Date, after date: Date) -> Date? {
        let first = anchor.addingTimeInterval(interval)
        if first > date { return first }
        guard repeats else { return nil }
        let elapsed = date.timeIntervalSince(anchor)
        let steps = (elapsed / interval).rounded(.down) + 1
        return anchor.addingTimeInterval(steps * interval)
    }

    /// About a century: far enough for any reminder, small enough to stay exact as a date.
    static let maximumInterval = TimeBounds.longestDuration
}

extension Double {
    /// The number without a trailing ".0" when it is whole, for messages.
    var formattedSeconds: String {
        if isFinite, rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
