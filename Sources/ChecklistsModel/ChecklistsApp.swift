import LocalNotifications
import Translations

/// The app's own name on the desktop.
public enum ChecklistsApp {
    /// The app's identifier: its GtkApplication id and bus name, its desktop file id, its
    /// icon's name, and the app identifier under which it schedules with remindd.
    public static let identifier = "org.checklists.Checklists"

    /// The version, as About says it; the newest release of the AppStream metainfo
    /// (data/org.checklists.Checklists.metainfo.xml) says the same.
    public static let version = "0.1.0"

    /// What Checklists is, in one line, as About and the metainfo's summary say it.
    public static let summary = tr("Keep checklists and get reminded when items are due")

    /// The project's home page, for About; nil while it has none (the metainfo has no
    /// homepage URL either).
    public static let website: String? = nil

    /// The notification categories the app registers with remindd: the item reminders'
    /// Mark Done and Snooze, and the daily reminder's Add item….
    public static let notificationCategories = [
        NotificationCategory(
            identifier: ItemReminder.category,
            actions: ItemReminder.actions.map { NotificationAction(identifier: $0.identifier, title: $0.title) }),
        DailyReminder.notificationCategory,
    ]
}
