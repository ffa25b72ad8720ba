import Foundation
import LocalNotifications

extension CalendarTrigger {
    /// The next `count` fire dates after `start`, each computed after the previous one, as
    /// ISO 8601 strings in the trigger's zone; shorter when the trigger runs out.
    func fireSequence(after start: Date, localTimeZone: TimeZone, count: Int) -> [String] {
        let zone = timeZone(local: localTimeZone)
        var dates: [String] = []
        var current = start
        while dates.count < count, let next = nextFireDate(after: current, localTimeZone: localTimeZone) {
            dates.append(isoString(next, in: zone))
            current = next
        }
        return dates
    }
}
