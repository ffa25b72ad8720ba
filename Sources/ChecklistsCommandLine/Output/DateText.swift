import Foundation
import LocalNotifications

/// Dates as `checklists` prints them, in a given time zone, always with a Gregorian calendar.
enum DateText {
    /// ISO 8601 with the zone's UTC offset at that date, to the second: "2026-12-24T18:30:00+01:00".
    static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(wallTime(date, offset: offset, separator: "T"))\(sign)\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
    }

    /// The local date and time for tables: "2026-12-24 18:30:00".
    static func local(_ date: Date, in zone: TimeZone) -> String {
        wallTime(date, offset: zone.secondsFromGMT(for: date), separator: " ")
    }

    /// The wall time `offset` seconds east of UTC, to the second (a fraction is dropped),
    /// reckoned on whole days so that a listing of many dates stays cheap.
    private static func wallTime(_ date: Date, offset: Int, separator: String) -> String {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + offset
        let days = seconds.floorDivided(by: 86_400)
        let second = seconds - days * 86_400
        let day = CivilDay(number: days).date
        let time = "\(pad(second / 3_600, 2)):\(pad(second % 3_600 / 60, 2)):\(pad(second % 60, 2))"
        return "\(pad(day.year, 4))-\(pad(day.month, 2))-\(pad(day.day, 2))\(separator)\(time)"
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension Int {
    /// The quotient rounded towards minus infinity, for a positive divisor.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        self >= 0 ? self / divisor : (self - divisor + 1) / divisor
    }
}
