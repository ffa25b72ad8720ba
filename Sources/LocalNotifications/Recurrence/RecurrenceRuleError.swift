/// Why a recurrence rule was refused: one line naming the part that is wrong
/// ("INTERVAL must be 1 to 1000, not 0").
public struct RecurrenceRuleError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The rule part the message is about ("FREQ", "BYDAY"), or "RRULE" for the whole text.
    public let part: String
    /// The one-line message.
    public let description: String

    /// An error about `part`.
    init(_ part: String, _ description: String) {
        self.part = part
        self.description = description
    }
}
