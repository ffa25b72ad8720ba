import Foundation
import LocalNotifications

/// A short text for a trigger, in the notation of `checklists notify`'s options:
/// "immediate", "in 1h30m", "every 1h", "at 2026-12-24 18:30:00",
/// "match hour=9,minute=30,weekday=2", "location". `GetPendingSummaryPage` sends it.
public enum TriggerText {
    /// The text for `trigger`.
    public static func text(_ trigger: NotificationTrigger) -> String {
        switch trigger {
        case .immediate:
            return "immediate"
        case .timeInterval(let interval):
            return "\(interval.repeats ? "every" : "in") \(duration(interval.interval))"
        case .calendar(let calendar):
            let zone = calendar.timeZoneIdentifier.map { " in \($0)" } ?? ""
            return calendarText(calendar) + zone
        case .location:
            return "location"
        }
    }

    /// The units of a duration, largest first, with their length in seconds.
    public static let durationUnits: [(symbol: Character, seconds: Int)] = [
        ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
    ]

    /// The shortest duration text for `seconds` (5400 is "1h30m"); fractions of a second are
    /// written as plain seconds ("1.5s").
    public static func duration(_ seconds: TimeInterval) -> String {
        guard seconds >= 0, seconds < 1e15, var rest = Int(exactly: seconds) else { return "\(seconds)s" }
        if rest == 0 { return "0s" }
        var result = ""
        for unit in durationUnits where rest >= unit.seconds {
            result += "\(rest / unit.seconds)\(unit.symbol)"
            rest %= unit.seconds
        }
        return result
    }

    private static func calendarText(_ trigger: CalendarTrigger) -> String {
        if !trigger.repeats, trigger.weekday == nil, trigger.weekdayOrdinal == nil, let year = trigger.year,
            let month = trigger.month, let day = trigger.day, let hour = trigger.hour, let minute = trigger.minute
        {
            let date = "\(year)-\(pad(month))-\(pad(day))"
            return "at \(date) \(pad(hour)):\(pad(minute)):\(pad(trigger.second ?? 0))"
        }
        let values = [
            trigger.year, trigger.month, trigger.day, trigger.hour, trigger.minute, trigger.second, trigger.weekday,
            trigger.weekdayOrdinal,
        ]
        let pairs = zip(RequestCodec.calendarKeys, values).compactMap { key, value in value.map { "\(key)=\($0)" } }
        return "match " + pairs.joined(separator: ",")
    }

    private static func pad(_ number: Int) -> String {
        number < 10 && number >= 0 ? "0\(number)" : "\(number)"
    }
}
