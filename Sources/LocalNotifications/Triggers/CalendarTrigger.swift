import Foundation

/// Fires when the local date and time match the given components, like `UNCalendarNotificationTrigger`.
///
/// Only the components that are set take part: `hour = 14, weekday = 3` is every Tuesday at
/// 14:00. Without a time zone the trigger is floating local time and follows the user's zone.
public struct CalendarTrigger: Sendable, Hashable, Codable {
    /// A year, such as 2026.
    public var year: Int?
    /// A month, 1 to 12.
    public var month: Int?
    /// A day of the month, 1 to 31.
    public var day: Int?
    /// An hour, 0 to 23.
    public var hour: Int?
    /// A minute, 0 to 59.
    public var minute: Int?
    /// A second, 0 to 59.
    public var second: Int?
    /// A day of the week, 1 (Sunday) to 7 (Saturday), as in Foundation.
    public var weekday: Int?
    /// Which of that weekday in the month, 1 to 5 (2 with weekday 3 is the second Tuesday),
    /// or -1 for the last one (-1 with weekday 1 is the last Sunday).
    public var weekdayOrdinal: Int?
    /// The `weekdayOrdinal` that stands for the last such weekday of the month.
    public static let lastWeekdayOrdinal = -1
    /// Whether the trigger fires at every match or only the first.
    public var repeats: Bool
    /// A fixed time zone identifier such as "Europe/Berlin"; nil follows the user's local zone.
    public var timeZoneIdentifier: String?

    /// Creates a trigger from the components to match.
    public init(
        year: Int? = nil, month: Int? = nil, day: Int? = nil,
        hour: Int? = nil, minute: Int? = nil, second: Int? = nil,
        weekday: Int? = nil, weekdayOrdinal: Int? = nil,
        repeats: Bool, timeZoneIdentifier: String? = nil
    ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.weekday = weekday
        self.weekdayOrdinal = weekdayOrdinal
        self.repeats = repeats
        self.timeZoneIdentifier = timeZoneIdentifier
    }

    /// The components in Foundation's form, for `Calendar.nextDate`.
    public var dateComponents: DateComponents {
        DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            weekday: weekday, weekdayOrdinal: weekdayOrdinal)
    }

    /// The time zone the trigger is evaluated in, given the user's current local zone.
    public func timeZone(local: TimeZone) -> TimeZone {
        timeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? local
    }

    /// The Gregorian calendar in which this trigger matches, given the user's current zone.
    public func calendar(local: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone(local: local)
        return calendar
    }

    /// The first match strictly after `date`, or nil when there is none.
    public func nextFireDate(after date: Date, localTimeZone: TimeZone) -> Date? {
        CalendarMatcher(calendar: calendar(local: localTimeZone), components: dateComponents)
            .nextDate(after: date)
    }
}
