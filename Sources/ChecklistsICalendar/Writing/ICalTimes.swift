import CICal
import Foundation

/// Instants as libical times: in UTC, as a floating or zoned wall time, or as a day.
enum ICalTimes {
    /// `date` in UTC (`…Z`).
    static func utc(_ date: Date) -> icaltimetype {
        icaltime_from_timet_with_zone(
            time_t(date.timeIntervalSince1970.rounded(.down)), 0, icaltimezone_get_utc_timezone())
    }

    /// `date` in UTC as iCalendar text (`20261201T090000Z`).
    static func utcText(_ date: Date) -> String {
        guard let text = icaltime_as_ical_string_r(utc(date)) else { return "" }
        defer { icalmemory_free_buffer(text) }
        return String(cString: text)
    }

    /// The wall time (or, for `isDate`, the day) of `date` in `zone`, without a zone of its own.
    static func wall(_ date: Date, in zone: TimeZone, isDate: Bool = false) -> icaltimetype {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        var time = icaltime_null_time()
        time.year = Int32(parts.year ?? 1970)
        time.month = Int32(parts.month ?? 1)
        time.day = Int32(parts.day ?? 1)
        if isDate {
            time.is_date = 1
        } else {
            time.hour = Int32(parts.hour ?? 0)
            time.minute = Int32(parts.minute ?? 0)
            time.second = Int32(parts.second ?? 0)
        }
        return time
    }
}
