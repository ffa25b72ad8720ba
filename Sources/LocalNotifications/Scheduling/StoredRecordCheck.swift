import Foundation

extension ScheduledRequest {
    /// Checks a pending request read back from storage: the request keeps every rule an
    /// added one keeps, and its dates lie within `TimeBounds`. A record that fails is set
    /// aside by the store instead of being scheduled, so that no impossible value stored
    /// (by an older version, a hand edit, a damaged file) can stop the daemon.
    public func validateStored() throws(NotificationError) {
        try request.validate()
        _ = try TimeBounds.checked(nextFireDate, "the next fire date")
        _ = try TimeBounds.checked(anchorDate, "the date it was added")
        if let lastFireDate { _ = try TimeBounds.checked(lastFireDate, "the last fire date") }
    }
}

extension DeliveredNotification {
    /// Checks a delivery read back from storage, as `ScheduledRequest.validateStored()` does.
    public func validateStored() throws(NotificationError) {
        try request.validate()
        _ = try TimeBounds.checked(occurrenceDate, "the occurrence date")
        _ = try TimeBounds.checked(deliveredAt, "the delivery date")
    }
}
