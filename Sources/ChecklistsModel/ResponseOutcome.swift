/// What the model made of the user's answer to one of the app's popups, for the window to
/// show: the model has already done it.
public enum ResponseOutcome: Equatable, Sendable {
    /// Mark Done checked the item off (a repeating one moved to its next date).
    case checkedOff(ChecklistItem)
    /// Snooze scheduled the item's reminder again, this many minutes from now.
    case snoozed(ChecklistItem, minutes: Int)
    /// A reply to the daily reminder became this item of the default checklist.
    case addedItem(ChecklistItem)
    /// The popup of this item was clicked: it was acknowledged; the window shows the item.
    case showItem(ChecklistItem)
    /// Another popup was clicked, or a reply could not be typed: the window opens.
    case openWindow
    /// The popup was dismissed (an item's reminder is acknowledged), or the response is not
    /// one the app acts on: nothing to show.
    case nothing
}
