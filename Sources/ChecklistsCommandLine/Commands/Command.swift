import LocalNotifications

/// A parsed command line: what to do, with every value already checked.
public enum Command: Equatable, Sendable {
    /// Print this help text on standard output.
    case help(String)
    /// No command was given: the caller opens the window (the runner alone, without a
    /// display to open it on, shows the usage).
    case launchApp
    /// Schedule this request.
    case notify(NotificationRequest)
    /// List the pending requests, as a table or as JSON.
    case pending(json: Bool)
    /// List the delivered notifications, as a table or as JSON.
    case delivered(json: Bool)
    /// Cancel pending requests.
    case cancel(IdentifierSelection)
    /// Forget delivered notifications.
    case clearDelivered(IdentifierSelection)
    /// List the checklists, as a table or as JSON.
    case lists(json: Bool)
    /// Add a checklist with this name.
    case newList(String)
    /// Rename the checklist with the first name to the second.
    case renameList(String, to: String)
    /// Delete the checklist with this name, and its items.
    case removeList(String)
    /// Add an item.
    case add(NewItem)
    /// List the items of one checklist, or of all when nil, as a table or as JSON.
    case items(list: String?, json: Bool)
    /// Change an item.
    case edit(Int64, ItemEdit)
    /// Check an item off.
    case check(Int64)
    /// Uncheck an item.
    case uncheck(Int64)
    /// Delete an item.
    case remove(Int64)
    /// Write every checklist, or the one named, as iCalendar to this file ("-": standard output).
    case export(file: String, list: String?)
    /// Read the iCalendar file ("-": standard input) into the checklists it names, or the one named.
    case `import`(file: String, list: String?)
    /// Show or change the daily reminder.
    case dailyReminder(DailyReminderAction)
    /// `account ...` or `sync`.
    case account(AccountAction)
}
