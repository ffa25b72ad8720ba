import Foundation

/// What `checklists add` asks for.
public struct NewItem: Equatable, Sendable {
    /// The item's text, as typed (the model trims and checks it).
    public var text: String
    /// The checklist, created when missing; nil for the checklist named "Checklist".
    public var list: String?
    /// The due date, when given.
    public var due: Date?
    /// Whether Remind Me is on (only with a due date).
    public var remind: Bool

    /// Creates the request.
    public init(text: String, list: String? = nil, due: Date? = nil, remind: Bool = false) {
        self.text = text
        self.list = list
        self.due = due
        self.remind = remind
    }
}
