import LocalNotifications

/// How an item repeats: its recurrence rule, and whether the next due date counts from the
/// due date (as the rule says) or from when the item was checked off.
public struct ItemRepeat: Sendable, Hashable {
    /// The rule, stored as its `RRULE` text.
    public var rule: RecurrenceRule
    /// Whether the next due date counts from the moment the item was checked off ("water
    /// the plants 3 days after I last did") rather than from its due date.
    public var fromCompletion: Bool

    /// Creates a repeat.
    public init(rule: RecurrenceRule, fromCompletion: Bool = false) {
        self.rule = rule
        self.fromCompletion = fromCompletion
    }
}
