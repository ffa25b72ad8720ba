import LocalNotifications

/// The reminder service as the model uses it: schedule and cancel the app's notification
/// requests, and say whether they can pop up.
///
/// An implementation either makes each call and throws when it fails, with a one-line
/// `description` (the command line's `LiveReminderScheduler`, which waits for remindd), or
/// queues it, returns at once and never throws, telling what became of it as events (the
/// window's `ReminderService`). Tests record the calls.
public protocol ReminderScheduling: AnyObject {
    /// Schedules `request`, replacing a pending one with the same identifier.
    func schedule(_ request: NotificationRequest) throws
    /// Schedules many requests at once (an import's), each replacing a pending one with its
    /// identifier; all or none where the service can.
    func scheduleAll(_ requests: [NotificationRequest]) throws
    /// Cancels the pending requests with these identifiers; unknown ones are ignored.
    func cancel(_ identifiers: [String]) throws
    /// Whether reminders can be shown now, and if not, why and what to do.
    func availability() -> ReminderAvailability
}

extension ReminderScheduling {
    /// Schedules the requests one after another.
    public func scheduleAll(_ requests: [NotificationRequest]) throws {
        for request in requests { try schedule(request) }
    }
}
