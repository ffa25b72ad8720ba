import Foundation

/// The start of a task (`DTSTART`) as other apps write it, kept as a distance before the due
/// date so that it moves with it: Thunderbird, Evolution and Apple write a repeating task
/// starting when it is due, and move both to the next occurrence when one is done.
public struct ItemStart: Sendable, Hashable {
    /// How long before the due time the task starts, in seconds; 0 when it starts when due.
    /// Whole days count in days of the due date's zone.
    public var lead: Int
    /// Whether the reminders before the due time are written relative to the start
    /// (`RELATED=START`, the iCalendar default), as they came, rather than to the due time.
    public var remindersFromStart: Bool

    /// Creates a start `lead` seconds before the due time.
    public init(lead: Int, remindersFromStart: Bool) {
        self.lead = lead
        self.remindersFromStart = remindersFromStart
    }

    /// When the task starts, for a due date `due` kept in `zone`.
    public func date(forDue due: Date, in zone: TimeZone) -> Date {
        guard lead % 86_400 == 0 else { return due.addingTimeInterval(-TimeInterval(lead)) }
        return ItemReminder.calendar(zone).date(byAdding: .day, value: -lead / 86_400, to: due)
            ?? due.addingTimeInterval(-TimeInterval(lead))
    }

    /// The start `start` of a task due at `due` in `zone`, as a lead: whole days when the
    /// wall-clock times match.
    public static func lead(from start: Date, to due: Date, in zone: TimeZone) -> Int {
        let days = ItemReminder.calendar(zone).dateComponents([.day, .second], from: start, to: due)
        if let day = days.day, days.second == 0 { return day * 86_400 }
        return Int(due.timeIntervalSince(start).rounded())
    }
}
