import Foundation
import LocalNotifications
import RemindDaemon

/// Deliveries and composers the popup tests start from.
enum PopupFixtures {
    /// The app every fixture delivery belongs to.
    static let app = "org.checklists.Checklists"
    /// The fixed zone of the composers.
    static let utc = TimeZone(identifier: "UTC")!
    /// 2026-06-15 12:00:00 UTC.
    static let due = Date(timeIntervalSince1970: 1_781_524_800)

    /// A composer for a server with these capabilities, in UTC.
    static func composer(_ capabilities: Set<String> = []) -> PopupComposer {
        PopupComposer(capabilities: capabilities, timeZone: utc)
    }

    /// A delivery of a request with this content, on time unless `late`.
    static func delivery(
        _ content: NotificationContent, identifier: String = "tea", late: Bool = false, due: Date = due
    ) -> DeliveredNotification {
        DeliveredNotification(
            appIdentifier: app,
            request: NotificationRequest(identifier: identifier, content: content, trigger: .immediate),
            occurrenceDate: due, deliveredAt: due.addingTimeInterval(late ? 7_200 : 0), late: late, missed: false,
            posted: false)
    }

    /// The message for a single popup of this content.
    static func single(_ content: NotificationContent, capabilities: Set<String> = []) -> PopupMessage {
        composer(capabilities).message(for: .single(delivery(content)))
    }

    /// The message for a summary of `count` late deliveries titled "Reminder 1", "Reminder 2", ...
    static func summary(count: Int, capabilities: Set<String> = []) -> PopupMessage {
        let deliveries = (1...count).map { index in
            delivery(
                NotificationContent(title: "Reminder \(index)"), identifier: "r\(index)", late: true,
                due: due.addingTimeInterval(TimeInterval(index * 60)))
        }
        return composer(capabilities).message(for: .summary(appIdentifier: app, deliveries))
    }
}
