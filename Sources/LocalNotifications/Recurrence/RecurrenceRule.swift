import Foundation

/// How an item repeats: the part of an iCalendar recurrence rule (RFC 5545 `RRULE`) that
/// Checklists reads, writes and expands.
///
/// Every day, weekday, week, month or year, every `interval` of those, on chosen weekdays
/// (`BYDAY`, with an ordinal in a month: the second Tuesday, the last Friday), days of the
/// month (`BYMONTHDAY`), months (`BYMONTH`) and positions in the set (`BYSETPOS`); until a
/// date or for a number of occurrences. The series starts at the item's due date.
public struct RecurrenceRule: Sendable, Hashable {
    /// The unit the rule counts in (`FREQ`).
    public enum Frequency: String, Sendable, Hashable, CaseIterable {
        /// Every day.
        case daily = "DAILY"
        /// Every week.
        case weekly = "WEEKLY"
        /// Every month.
        case monthly = "MONTHLY"
        /// Every year.
        case yearly = "YEARLY"

        /// The most days one period of the rule holds: the most occurrences `BYSETPOS` can
        /// pick from.
        public var longestPeriodInDays: Int {
            switch self {
            case .daily: 1
            case .weekly: 7
            case .monthly: 31
            case .yearly: 366
            }
        }
    }

    /// One weekday of `BYDAY`, with an optional ordinal (`2TU`, `-1FR`).
    public struct Weekday: Sendable, Hashable {
        /// The day of the week, 1 (Sunday) to 7 (Saturday), as in Foundation.
        public var weekday: Int
        /// Which such weekday of the month (of the year, in a yearly rule without months):
        /// 1 to 5 from the start, -1 to -5 from the end; nil for every one.
        public var ordinal: Int?

        /// Creates a weekday of the rule.
        public init(_ weekday: Int, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }
    }

    /// When the series ends.
    public enum End: Sendable, Hashable {
        /// Never.
        case never
        /// After this many occurrences, counted from the series' start (`COUNT`).
        case count(Int)
        /// With the last occurrence at or before this instant (`UNTIL`).
        case until(Date)
    }

    /// The unit.
    public var frequency: Frequency
    /// Every how many units, 1 or more (`INTERVAL`).
    public var interval: Int
    /// `BYDAY`; empty when not given.
    public var weekdays: [Weekday]
    /// `BYMONTHDAY`: 1 to 31, or -1 to -31 from the month's end; empty when not given.
    public var monthDays: [Int]
    /// `BYMONTH`: 1 to 12; empty when not given.
    public var months: [Int]
    /// `BYSETPOS`: positions in each period's set, 1 on or -1 back; empty when not given.
    public var setPositions: [Int]
    /// When the series ends.
    public var end: End

    /// Creates a rule; `RecurrenceRule(rrule:)` reads one and checks it.
    public init(
        frequency: Frequency, interval: Int = 1, weekdays: [Weekday] = [], monthDays: [Int] = [],
        months: [Int] = [], setPositions: [Int] = [], end: End = .never
    ) {
        self.frequency = frequency
        self.interval = interval
        self.weekdays = weekdays
        self.monthDays = monthDays
        self.months = months
        self.setPositions = setPositions
        self.end = end
    }
}
