/// The commands of `checklists`, by the name typed on the command line.
public enum Verb: String, CaseIterable, Sendable {
    /// Schedules a notification.
    case notify
    /// Lists pending requests.
    case pending
    /// Lists delivered notifications.
    case delivered
    /// Cancels pending requests.
    case cancel
    /// Forgets delivered notifications.
    case clearDelivered = "clear-delivered"
    /// Lists the checklists.
    case lists
    /// Adds a checklist.
    case newList = "new-list"
    /// Renames a checklist.
    case renameList = "rename-list"
    /// Deletes a checklist with its items.
    case removeList = "remove-list"
    /// Adds an item.
    case add
    /// Lists items.
    case items
    /// Changes an item.
    case edit
    /// Checks an item off.
    case check
    /// Unchecks an item.
    case uncheck
    /// Deletes an item.
    case remove
    /// Writes checklists as an iCalendar file.
    case export
    /// Reads checklists from an iCalendar file.
    case `import`
    /// Adds, lists or removes a CalDAV account.
    case account
    /// Syncs every account once.
    case sync
    /// Shows, sets or turns off the daily reminder.
    case dailyReminder = "daily-reminder"
}
