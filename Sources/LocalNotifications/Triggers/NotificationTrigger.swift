import Foundation

/// When a notification request is delivered.
public enum NotificationTrigger: Sendable, Hashable, Codable {
    /// Delivered at once.
    case immediate
    /// Delivered after elapsed seconds, once or repeatedly.
    case timeInterval(TimeIntervalTrigger)
    /// Delivered when the local date and time match, once or repeatedly.
    case calendar(CalendarTrigger)
    /// Delivered when the device enters or leaves a region, once or repeatedly. It has no
    /// fire date: the time-based paths of the scheduler pass it by.
    case location(LocationTrigger)

    /// Whether the trigger fires more than once.
    public var repeats: Bool {
        switch self {
        case .immediate: false
        case .timeInterval(let trigger): trigger.repeats
        case .calendar(let trigger): trigger.repeats
        case .location(let trigger): trigger.repeats
        }
    }

    /// Whether the trigger fires at a time; a location trigger fires on a crossing instead.
    public var isTimed: Bool {
        if case .location = self { false } else { true }
    }

    /// Checks the trigger's own values.
    public func validate() throws(NotificationError) {
        switch self {
        case .immediate: break
        case .timeInterval(let trigger): try trigger.validate()
        case .calendar(let trigger): try trigger.validate()
        case .location(let trigger): try trigger.validate()
        }
    }

    /// The next occurrence strictly after `date`.
    ///
    /// - Parameters:
    ///   - anchor: when the request was added; interval triggers count from it.
    ///   - localTimeZone: the user's zone now, for floating calendar triggers.
    /// - Returns: nil when the trigger has no further occurrence, and always for a location
    ///   trigger, which has no fire date.
    public func nextFireDate(anchor: Date, after date: Date, localTimeZone: TimeZone) -> Date? {
        switch self {
        case .immediate:
            return anchor > date ? anchor : nil
        case .timeInterval(let trigger):
            return trigger.nextFireDate(anchor: anchor, after: date)
        case .calendar(let trigger):
            return trigger.nextFireDate(after: date, localTimeZone: localTimeZone)
        case .location:
            return nil
        }
    }

    /// The latest occurrence at or before `date` and not before `earliest` (the pending
    /// request's next fire date): the slot a repeating request fires for after it missed
    /// several. One-shots give `earliest`.
    public func latestFireDate(
        anchor: Date, atOrBefore date: Date, notBefore earliest: Date, localTimeZone: TimeZone
    )
        -> Date
    {
        switch self {
        case .timeInterval(let trigger) where trigger.repeats:
            let steps = (date.timeIntervalSince(anchor) / trigger.interval).rounded(.down)
            return max(earliest, anchor.addingTimeInterval(steps * trigger.interval))
        case .calendar(let trigger) where trigger.repeats:
            let matcher = CalendarMatcher(
                calendar: trigger.calendar(local: localTimeZone), components: trigger.dateComponents)
            return matcher.previousDate(atOrBefore: date, notBefore: earliest) ?? earliest
        default:
            return earliest
        }
    }
}
