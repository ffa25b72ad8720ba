import Foundation

/// What the user typed for a new or edited item: the text, the due date and "Remind Me".
public struct ItemDraft: Sendable, Hashable {
    /// The text; the model trims it and refuses it when empty, too long or multi-line.
    public var text: String
    /// The due date; the model keeps it to the minute (seconds are dropped).
    public var dueDate: Date?
    /// Whether a reminder should pop up at the due date.
    public var remindMe: Bool

    /// Creates a draft.
    public init(text: String, dueDate: Date?, remindMe: Bool) {
        self.text = text
        self.dueDate = dueDate
        self.remindMe = remindMe
    }
}
