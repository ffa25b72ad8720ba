import LocalNotifications

/// A short text for a trigger, in the notation of `notify`'s options:
/// "immediate", "in 1h30m", "every 1h", "at 2026-12-24 18:30:00", "match hour=9,minute=30,weekday=2",
/// "location".
enum TriggerDescription {
    /// The text for `trigger`.
    static func text(_ trigger: NotificationTrigger) -> String {
        switch trigger {
        case .immediate:
            return "immediate"
        case .timeInterval(let interval):
            return "\(interval.repeats ? "every" : "in") \(DurationText.text(interval.interval))"
        case .calendar(let calendar):
            let zone = calendar.timeZoneIdentifier.map { " in \($0)" } ?? ""
            return calendarText(calendar) + zone
        case .location:
            return "location"
        }
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
        let pairs = zip(CalendarMatchParser.keys, values).compactMap { key, value in value.map { "\(key)=\($0)" } }
        return "match " + pairs.joined(separator: ",")
    }

    private static func pad(_ number: Int) -> String {
        number < 10 && number >= 0 ? "0\(number)" : "\(number)"
    }
}
