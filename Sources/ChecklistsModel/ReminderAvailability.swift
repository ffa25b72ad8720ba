/// Whether reminders can pop up now: the counterpart of asking for notification permission.
public enum ReminderAvailability: Sendable, Equatable {
    /// remindd answers and a notification server is running.
    case available
    /// Reminders cannot be shown now; the text says what is wrong and what to do, as
    /// sentences for the window.
    case unavailable(String)
}
