import Foundation
import LocalNotifications
import Testing

/// The client against the real remindd on a private bus: each test starts a bus and the
/// built remindd of its own. The tests run one at a time, as each starts two processes.
///
/// Their closures say `async throws`: when every `try` of a closure is inside `#expect`,
/// Swift 6.3 infers the closure as not throwing and refuses the expansion.
@Suite(.serialized)
enum LiveClientTests {
    /// The app identifier the tests schedule for.
    static let app = "org.example.Tea"

    /// A request that fires at `hour` o'clock UTC on 1 January 2100 (`date(hour:)`).
    static func request(_ identifier: String, hour: Int = 9, title: String = "Tea") -> NotificationRequest {
        NotificationRequest(
            identifier: identifier, content: NotificationContent(title: title, body: "Steep for 3 minutes"),
            trigger: .calendar(
                CalendarTrigger(
                    year: 2100, month: 1, day: 1, hour: hour, minute: 0, repeats: false, timeZoneIdentifier: "UTC")))
    }

    /// `hour` o'clock UTC on 1 January 2100.
    static func date(hour: Int) -> Date {
        Date(timeIntervalSince1970: 4_102_444_800 + TimeInterval(hour) * 3_600)
    }

    /// A request that fires `seconds` after it is added.
    static func request(_ identifier: String, after seconds: TimeInterval) -> NotificationRequest {
        NotificationRequest(
            identifier: identifier, content: NotificationContent(title: "Kettle", body: "Boiled"),
            trigger: .timeInterval(TimeIntervalTrigger(interval: seconds, repeats: false)))
    }
}
