import Foundation
import LocalNotifications

/// The app identifier most tests schedule for.
let testApp = "org.example.Checklists"

/// A valid request with a short title, for tests that care about the trigger.
func makeRequest(
    _ identifier: String, _ trigger: NotificationTrigger, title: String = "Reminder",
    latenessLimit: TimeInterval? = nil
) -> NotificationRequest {
    NotificationRequest(
        identifier: identifier, content: NotificationContent(title: title), trigger: trigger,
        latenessLimit: latenessLimit)
}

/// A calendar trigger firing every day at `hour`:`minute` local time, or in a fixed zone.
func daily(hour: Int, minute: Int = 0, timeZoneIdentifier: String? = nil) -> NotificationTrigger {
    .calendar(CalendarTrigger(hour: hour, minute: minute, repeats: true, timeZoneIdentifier: timeZoneIdentifier))
}

/// A calendar trigger firing once at a full local date and time.
func once(year: Int, month: Int, day: Int, hour: Int, minute: Int = 0) -> NotificationTrigger {
    .calendar(CalendarTrigger(year: year, month: month, day: day, hour: hour, minute: minute, repeats: false))
}

/// An interval trigger of `seconds`, once or repeating.
func interval(_ seconds: TimeInterval, repeats: Bool = false) -> NotificationTrigger {
    .timeInterval(TimeIntervalTrigger(interval: seconds, repeats: repeats))
}

/// The message of the error a throwing validation raises, or nil when it passes.
func errorMessage(_ body: () throws(NotificationError) -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return error.description
    }
}
