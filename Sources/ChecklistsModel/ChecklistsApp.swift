import LocalNotifications

/// The app's own name on the desktop.
public enum ChecklistsApp {
    /// The app's identifier: its GtkApplication id and bus name, its desktop file id, its
    /// icon's name, and the app identifier under which it schedules with remindd.
    public static let identifier = "org.checklists.Checklists"

    /// The notification categories the app registers with remindd: the item reminders'
    /// Mark Done and Snooze, and the daily reminder's Add item….
    public static let notificationCategories = [
        NotificationCategory(
            identifier: ItemReminder.category,
            actions: ItemReminder.actions.map { NotificationAction(identifier: $0.identifier, title: $0.title) }),
        DailyReminder.notificationCategory,
    ]
}
