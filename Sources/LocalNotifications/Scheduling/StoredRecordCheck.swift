import Foundation

extension ScheduledRequest {
    /// Checks a pending request read back from storage: its time values (trigger, lateness
    /// limit) keep the rules an added request keeps, and its dates lie within `TimeBounds`.
    /// A record that fails is set aside by the store instead of being scheduled, so that no
    /// impossible value stored (by an older version, a hand edit, a damaged file) can stop
    /// the daemon. The texts are not counted again: they cannot stop it, and counting them
    /// for every row read would slow every listing and start-up.
    public func validateStored() throws(NotificationError) {
        try request.validateTimes()
        _ = try TimeBounds.checked(nextFireDate, "the next fire date")
        _ = try TimeBounds.checked(anchorDate, "the date it was added")
        if let lastFireDate { _ = try TimeBounds.checked(lastFireDate, "the last fire date") }
    }
}

extension DeliveredNotification {
    /// Checks a delivery read back from storage, as `ScheduledRequest.validateStored()` does.
    public func validateStored() throws(NotificationError) {
        try request.validateTimes()
        _ = try TimeBounds.checked(occurrenceDate, "the occurrence date")
        _ = try TimeBounds.checked(deliveredAt, "the delivery date")
    }
}
