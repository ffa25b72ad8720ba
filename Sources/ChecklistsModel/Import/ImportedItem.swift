import Foundation

/// An item read from another app's file (an iCalendar `VTODO`), as the model imports it:
/// the editable fields as a draft, and what a typed item does not have.
public struct ImportedItem: Sendable, Hashable {
    /// The stable UID; an item with this UID here is updated rather than duplicated.
    public var uid: String
    /// Text, notes, due date, repeat and reminders.
    public var draft: ItemDraft
    /// Whether it is done.
    public var isChecked: Bool
    /// When it was done.
    public var completedAt: Date?
    /// When it was made.
    public var created: Date?
    /// When it was last changed: of two copies with one UID, the later one is kept.
    public var modified: Date?
    /// The content lines Checklists does not use, written back unchanged on export.
    public var extraProperties: [String]
    /// The task's start (`DTSTART`) as a distance before its due date; nil when it has none.
    public var start: ItemStart?

    /// Creates an imported item.
    public init(
        uid: String, draft: ItemDraft, isChecked: Bool = false, completedAt: Date? = nil, created: Date? = nil,
        modified: Date? = nil, extraProperties: [String] = [], start: ItemStart? = nil
    ) {
        self.uid = uid
        self.draft = draft
        self.isChecked = isChecked
        self.completedAt = completedAt
        self.created = created
        self.modified = modified
        self.extraProperties = extraProperties
        self.start = start
    }
}
