import Foundation

extension PauseState {
    /// The end of a pause asked for as `seconds` since 1970 at `now`: nil (not paused) for 0
    /// or a time not after `now`, else that time.
    ///
    /// - Throws: `NotificationError.invalidTime` when `seconds` is NaN, infinite or outside
    ///   `TimeBounds` (and not 0), naming `until`.
    public static func end(requestedUntil seconds: Double, at now: Date) throws(NotificationError) -> Date? {
        guard seconds != 0 else { return nil }
        guard seconds.isFinite, TimeBounds.contains(Date(timeIntervalSince1970: seconds)) else {
            throw .invalidTime(
                "until must be 0 or a time in seconds since 1970 between the years 1970 and 9999, not \(seconds)")
        }
        let date = Date(timeIntervalSince1970: seconds)
        return date > now ? date : nil
    }
}
