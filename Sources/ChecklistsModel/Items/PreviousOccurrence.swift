import Foundation
import LocalNotifications

/// The occurrence of a repeating item that a check-off moved on from: its due date and the
/// rule as it was then (a count one higher). Unchecking right after brings it back.
public struct PreviousOccurrence: Sendable, Hashable {
    /// The due date of that occurrence.
    public var due: Date
    /// The rule then; nil when it could not be read back.
    public var rule: RecurrenceRule?
}
