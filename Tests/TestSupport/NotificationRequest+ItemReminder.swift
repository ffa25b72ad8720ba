import LocalNotifications

extension NotificationRequest {
    /// The request the app's rules give a checklist item: identified by the item's id, its
    /// text as the body, due once at a wall time of `zone` (an item kept in a zone), or of
    /// the zone it is read in (a floating item).
    public static func itemReminder(
        id: Int64, text: String, year: Int, month: Int, day: Int, hour: Int, minute: Int, zone: String? = nil
    ) -> NotificationRequest {
        NotificationRequest(
            identifier: String(id),
            content: NotificationContent(title: "Reminder:", body: text, categoryIdentifier: "item-reminder"),
            trigger: .calendar(
                CalendarTrigger(
                    year: year, month: month, day: day, hour: hour, minute: minute, repeats: false,
                    timeZoneIdentifier: zone)))
    }
}
