import Foundation

/// The rules that decide when a request fires and how a late occurrence is treated.
public enum FireRules {
    /// An occurrence delivered more than this many seconds after its due time counts as late:
    /// it was missed while the daemon was not running or the machine slept. The timer
    /// itself delivers within milliseconds.
    public static let lateAfter: TimeInterval = 1

    /// The first fire date of a request added at `now`.
    ///
    /// A location request has no fire date: it gets `ScheduledRequest.locationFireDate`.
    ///
    /// - Throws: `NotificationError.neverFires` when the trigger has no future occurrence,
    ///   such as a one-shot date in the past.
    public static func firstFireDate(
        for request: NotificationRequest, addedAt now: Date, localTimeZone: TimeZone
    )
        throws(NotificationError) -> Date
    {
        if case .immediate = request.trigger { return now }
        if !request.trigger.isTimed { return ScheduledRequest.locationFireDate }
        if let date = request.trigger.nextFireDate(anchor: now, after: now, localTimeZone: localTimeZone) {
            return date
        }
        guard case .calendar(let trigger) = request.trigger else {
            throw .neverFires("the trigger has no future occurrence")
        }
        let zone = trigger.timeZone(local: localTimeZone)
        if !trigger.repeats, let date = trigger.calendar(local: localTimeZone).date(from: trigger.dateComponents),
            trigger.year != nil
        {
            throw .neverFires("the date \(Self.describe(date, in: zone)) is in the past")
        }
        throw .neverFires("no date matches the calendar trigger")
    }

    /// The occurrence after the one due at `occurrence`, when claimed at `now`: repeating
    /// requests skip every slot missed before `now` and go on; one-shots have none.
    public static func followingFireDate(
        after scheduled: ScheduledRequest, claimedAt now: Date, localTimeZone: TimeZone
    )
        -> Date?
    {
        guard scheduled.request.trigger.repeats else { return nil }
        let after = max(now, scheduled.nextFireDate)
        return scheduled.request.trigger.nextFireDate(
            anchor: scheduled.anchorDate, after: after, localTimeZone: localTimeZone)
    }

    /// The next fire date recomputed from the intent, after the time zone or the clock
    /// changed: never at or before the last claimed occurrence, so nothing is delivered twice.
    /// A floating one-shot whose local time has already passed in the new zone is due now.
    public static func recomputedFireDate(for scheduled: ScheduledRequest, now: Date, localTimeZone: TimeZone) -> Date?
    {
        guard case .calendar(let trigger) = scheduled.request.trigger else { return scheduled.nextFireDate }
        if scheduled.nextFireDate <= now { return scheduled.nextFireDate }
        let floor = max(now, scheduled.lastFireDate ?? .distantPast)
        if let next = trigger.nextFireDate(after: floor, localTimeZone: localTimeZone) { return next }
        return trigger.repeats ? nil : now
    }

    private static func describe(_ date: Date, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }
}
