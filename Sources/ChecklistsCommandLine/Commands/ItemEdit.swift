import Foundation

/// What `checklists edit` changes; what is not given stays as stored.
public struct ItemEdit: Equatable, Sendable {
    /// A change of the due date.
    public enum Due: Equatable, Sendable {
        /// Keep the stored due date.
        case keep
        /// Set this due date.
        case set(Date)
        /// Remove the due date, and with it Remind Me.
        case clear
    }

    /// The new text, or nil to keep it.
    public var text: String?
    /// The due date change.
    public var due: Due
    /// The new Remind Me, or nil to keep it.
    public var remind: Bool?

    /// Creates the change.
    public init(text: String? = nil, due: Due = .keep, remind: Bool? = nil) {
        self.text = text
        self.due = due
        self.remind = remind
    }
}
