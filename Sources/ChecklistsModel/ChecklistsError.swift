/// Why the model refused or could not finish an edit; `description` is the one-line message
/// a user reads.
///
/// Every case but the two reminder cases means nothing was changed. `reminderNotScheduled`
/// and `reminderNotCancelled` mean the edit WAS saved and only the reminder service failed
/// (`changeWasSaved` tells them apart).
public enum ChecklistsError: Error, Equatable, CustomStringConvertible {
    /// A checklist name was empty after trimming.
    case emptyName
    /// A checklist name was too long or held a control character; the text says which.
    case invalidName(String)
    /// Another checklist has this name (names are compared regardless of case).
    case duplicateName
    /// No checklist has this name.
    case noSuchChecklist(String)
    /// No checklist has this ID (it may have been deleted elsewhere).
    case noSuchChecklistID(Int64)
    /// No item has this ID.
    case noSuchItem(Int64)
    /// An item's text was empty after trimming.
    case emptyText
    /// An item's text was too long or held a line break or another control character; the
    /// text says which.
    case invalidText(String)
    /// A deleted item could not be put back; the reason says why (its checklist is gone).
    case cannotRestore(itemID: Int64, reason: String)
    /// The item was saved, but its reminder could not be scheduled; the reason says why.
    case reminderNotScheduled(itemID: Int64, reason: String)
    /// The change was saved, but these items' pending reminders could not be cancelled, so
    /// they may still pop up; the reason says why.
    case reminderNotCancelled(itemIDs: [Int64], reason: String)
    /// The database failed; nothing was changed.
    case storage(String)

    /// The one-line message for the user.
    public var description: String {
        switch self {
        case .emptyName: "the name of a checklist cannot be empty"
        case .invalidName(let message), .invalidText(let message): message
        case .duplicateName: "a checklist with this name exists already"
        case .noSuchChecklist(let name): "there is no checklist named \"\(name)\""
        case .noSuchChecklistID(let id): "there is no checklist with ID \(id) (it may have been deleted)"
        case .noSuchItem(let id): "there is no item with ID \(id)"
        case .emptyText: "the text of an item cannot be empty"
        case .cannotRestore(let id, let reason): "item \(id) cannot be restored: \(reason)"
        case .reminderNotScheduled(let id, let reason):
            "item \(id) was saved, but its reminder was not set: \(reason)"
        case .reminderNotCancelled(let ids, let reason):
            "the change was saved, but the reminder of item\(ids.count == 1 ? "" : "s") "
                + "\(ids.map(String.init).joined(separator: ", ")) could not be cancelled "
                + "and may still pop up: \(reason)"
        case .storage(let message): message
        }
    }

    /// Whether the edit was stored even though the call threw: only the reminder service failed.
    public var changeWasSaved: Bool {
        switch self {
        case .reminderNotScheduled, .reminderNotCancelled: true
        default: false
        }
    }
}
