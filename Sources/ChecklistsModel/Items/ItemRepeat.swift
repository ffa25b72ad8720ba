import LocalNotifications

/// How an item repeats: its recurrence rule, and whether the next due date counts from the
/// due date (as the rule says) or from when the item was checked off.
public struct ItemRepeat: Sendable, Hashable {
    /// The rule, stored as its `RRULE` text.
    public var rule: RecurrenceRule
    /// Whether the next due date counts from the moment the item was checked off ("water
    /// the plants 3 days after I last did") rather than from its due date.
    public var fromCompletion: Bool
    /// The series' wall-clock time of day, in seconds after midnight in the due date's zone,
    /// while the due date is not at it because a daylight-saving gap moved it on (01:30 on
    /// London's spring-forward day is due at 02:30); nil when the due time is the series'.
    /// The occurrences after it are at this time again. Ignored once it no longer gives the
    /// due date (`RecurrenceRule.timeOfDay(ofSeriesAt:kept:in:)`).
    public var timeOfDay: Int?

    /// Creates a repeat.
    public init(rule: RecurrenceRule, fromCompletion: Bool = false, timeOfDay: Int? = nil) {
        self.rule = rule
        self.fromCompletion = fromCompletion
        self.timeOfDay = timeOfDay
    }
}
