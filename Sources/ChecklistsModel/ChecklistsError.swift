import Translations

/// Why the model refused or could not finish an edit; `description` is the one-line message
/// a user reads.
///
/// Every case but the three reminder cases means nothing was changed. `reminderNotScheduled`,
/// `reminderNotCancelled` and `dailyReminderNotApplied` mean the edit WAS saved and only the
/// reminder service failed (`changeWasSaved` tells them apart).
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
    /// An item's due date was outside the years 1970 to 9999 (or not a time at all); the
    /// text says so. Nothing was changed.
    case invalidDueDate(String)
    /// The notes, the repeat or the reminders of an item were refused; the text says why.
    case invalidItemDetail(String)
    /// A repeat or a reminder that counts from the due time was given to an item without a
    /// due date; the text says which. Nothing was changed.
    case dueDateNeeded(String)
    /// A deleted item could not be put back; the reason says why (its checklist is gone).
    case cannotRestore(itemID: Int64, reason: String)
    /// The item was saved, but its reminder could not be scheduled; the reason says why.
    case reminderNotScheduled(itemID: Int64, reason: String)
    /// The change was saved, but these items' pending reminders could not be cancelled, so
    /// they may still pop up; the reason says why.
    case reminderNotCancelled(itemIDs: [Int64], reason: String)
    /// The database failed; nothing was changed.
    case storage(String)
    /// A daily reminder setting was refused (time out of range, empty or too long texts,
    /// control characters); the text says which. Nothing was changed.
    case invalidDailyReminder(String)
    /// The settings file was not a settings file (not valid JSON, or not a JSON object). It was
    /// moved to `movedTo` (never overwritten); loading again gives the standard settings.
    case invalidSettingsFile(path: String, movedTo: String)
    /// The settings file could not be read or written; the text says why. Nothing was changed.
    case settingsFile(String)
    /// The daily reminder setting was saved (on when `isOn`), but remindd could not be told,
    /// so it does not pop up as set (or, turned off, may still pop up); the reason says why.
    case dailyReminderNotApplied(isOn: Bool, reason: String)

    /// The one-line message for the user.
    public var description: String {
        switch self {
        case .emptyName: tr("the name of a checklist cannot be empty")
        case .invalidName(let message), .invalidText(let message), .invalidDueDate(let message),
            .invalidItemDetail(let message), .dueDateNeeded(let message):
            message
        case .duplicateName: tr("a checklist with this name exists already")
        case .noSuchChecklist(let name): tr("there is no checklist named \"%s\"", name)
        case .noSuchChecklistID(let id): tr("there is no checklist with ID %d (it may have been deleted)", "\(id)")
        case .noSuchItem(let id): tr("there is no item with ID %d", "\(id)")
        case .emptyText: tr("the text of an item cannot be empty")
        case .cannotRestore(let id, let reason): tr("item %d cannot be restored: %s", "\(id)", reason)
        case .reminderNotScheduled(let id, let reason):
            tr("item %d was saved, but its reminder was not set: %s", "\(id)", reason)
        case .reminderNotCancelled(let ids, let reason):
            // One item or a list of them: the IDs are shown, not their number.
            ids.count == 1
                ? tr(
                    "the change was saved, but the reminder of item %s could not be cancelled and may still pop up: %s",
                    ids.map(String.init).joined(separator: ", "), reason)
                : tr(
                    "the change was saved, but the reminder of items %s could not be cancelled and may still pop up: %s",
                    ids.map(String.init).joined(separator: ", "), reason)
        case .storage(let message), .invalidDailyReminder(let message), .settingsFile(let message): message
        case .invalidSettingsFile(let path, let movedTo):
            tr(
                "the settings file %s was not a JSON object; it was kept as %s and the standard settings apply",
                path, movedTo)
        case .dailyReminderNotApplied(true, let reason):
            tr(
                """
                the daily reminder was saved, but remindd could not be told, so it is not scheduled \
                until Checklists opens again: %s
                """, reason)
        case .dailyReminderNotApplied(false, let reason):
            tr(
                """
                the daily reminder was turned off and saved, but remindd could not be told, so it may \
                still pop up until Checklists opens again: %s
                """, reason)
        }
    }

    /// Whether the due date is what was wrong (or missing), so a form can send the user there.
    public var concernsDueDate: Bool {
        switch self {
        case .invalidDueDate, .dueDateNeeded: true
        default: false
        }
    }

    /// Whether the edit was stored even though the call threw: only the reminder service failed.
    public var changeWasSaved: Bool {
        switch self {
        case .reminderNotScheduled, .reminderNotCancelled, .dailyReminderNotApplied: true
        default: false
        }
    }
}
