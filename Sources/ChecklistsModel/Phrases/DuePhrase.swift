import Foundation
import LocalNotifications

/// What a date phrase says: a due date (a day without a time, or a time to the minute), and
/// how it repeats when it is a repeat phrase.
public struct DuePhrase: Sendable, Hashable {
    /// The due date; for a day without a time, the start of that day. For a repeat phrase,
    /// the first occurrence not before the reader's `now`.
    public var date: Date
    /// Whether the phrase names a day without a time.
    public var isAllDay: Bool
    /// The repeat rule of a repeat phrase ("every monday"); nil otherwise.
    public var rule: RecurrenceRule?
    /// The time of day the phrase names, in seconds after midnight, when a daylight-saving
    /// gap skips it on that day and `date` is shifted forward by the gap (02:30 on Berlin's
    /// spring-forward day is 03:30); nil otherwise. A series keeps the time named.
    public var skippedTimeOfDay: Int?

    /// Creates a result.
    public init(date: Date, isAllDay: Bool, rule: RecurrenceRule? = nil, skippedTimeOfDay: Int? = nil) {
        self.date = date
        self.isAllDay = isAllDay
        self.rule = rule
        self.skippedTimeOfDay = skippedTimeOfDay
    }
}
