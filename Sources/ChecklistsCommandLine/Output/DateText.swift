import Foundation

/// Dates as `checklists` prints them, in a given time zone, always with a Gregorian calendar.
enum DateText {
    /// ISO 8601 with the zone's UTC offset at that date, to the second: "2026-12-24T18:30:00+01:00".
    static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(wallTime(date, in: zone, separator: "T"))\(sign)\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
    }

    /// The local date and time for tables: "2026-12-24 18:30:00".
    static func local(_ date: Date, in zone: TimeZone) -> String {
        wallTime(date, in: zone, separator: " ")
    }

    private static func wallTime(_ date: Date, in zone: TimeZone, separator: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = "\(pad(parts.year ?? 0, 4))-\(pad(parts.month ?? 0, 2))-\(pad(parts.day ?? 0, 2))"
        return "\(day)\(separator)\(pad(parts.hour ?? 0, 2)):\(pad(parts.minute ?? 0, 2)):\(pad(parts.second ?? 0, 2))"
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
