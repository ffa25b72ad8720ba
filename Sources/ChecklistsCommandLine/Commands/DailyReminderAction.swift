/// What `checklists daily-reminder` asks for.
public enum DailyReminderAction: Equatable, Sendable {
    /// Print the setting: "on HH:MM" or "off".
    case show
    /// Turn the reminder on at this local time of day; nil texts keep the saved ones.
    case on(hour: Int, minute: Int, title: String?, body: String?)
    /// Turn the reminder off.
    case off
}
