import Foundation
import LocalNotifications

/// A one-shot request `seconds` after it is added.
func inSeconds(
    _ seconds: TimeInterval, _ identifier: String, level: InterruptionLevel = .active,
    latenessLimit: TimeInterval? = nil
) -> NotificationRequest {
    NotificationRequest(
        identifier: identifier, content: NotificationContent(title: identifier, interruptionLevel: level),
        trigger: .timeInterval(TimeIntervalTrigger(interval: seconds, repeats: false)), latenessLimit: latenessLimit)
}

/// A request shown as soon as it is added.
func immediate(_ identifier: String, level: InterruptionLevel = .active, category: String = "") -> NotificationRequest {
    NotificationRequest(
        identifier: identifier,
        content: NotificationContent(title: identifier, categoryIdentifier: category, interruptionLevel: level),
        trigger: .immediate)
}

/// A request repeating every `seconds` from when it is added.
func every(_ seconds: TimeInterval, _ identifier: String) -> NotificationRequest {
    NotificationRequest(
        identifier: identifier, content: NotificationContent(title: identifier),
        trigger: .timeInterval(TimeIntervalTrigger(interval: seconds, repeats: true)))
}

/// A request every day at `hour`:`minute` in the user's local zone.
func daily(hour: Int, minute: Int = 0, _ identifier: String) -> NotificationRequest {
    NotificationRequest(
        identifier: identifier, content: NotificationContent(title: identifier),
        trigger: .calendar(CalendarTrigger(hour: hour, minute: minute, repeats: true)))
}
