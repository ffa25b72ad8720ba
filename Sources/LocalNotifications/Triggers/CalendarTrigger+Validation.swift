import Foundation

extension CalendarTrigger {
    /// Checks that every component is in range, that some component is set, and that the
    /// combination can occur at all (February 30 cannot).
    public func validate() throws(NotificationError) {
        let fields: [(String, Int?, ClosedRange<Int>)] = [
            ("year", year, 1970...9999), ("month", month, 1...12), ("day", day, 1...31),
            ("hour", hour, 0...23), ("minute", minute, 0...59), ("second", second, 0...59),
            ("weekday", weekday, 1...7),
        ]
        guard fields.contains(where: { $0.1 != nil }) || weekdayOrdinal != nil else {
            throw .invalidTrigger("a calendar trigger needs at least one date component")
        }
        for (name, value, range) in fields {
            if let value, !range.contains(value) {
                throw .invalidTrigger(
                    "\(name)=\(value) is out of range (\(range.lowerBound) to \(range.upperBound))")
            }
        }
        if let ordinal = weekdayOrdinal, ordinal != Self.lastWeekdayOrdinal, !(1...5).contains(ordinal) {
            throw .invalidTrigger("weekdayOrdinal=\(ordinal) is out of range (1 to 5, or -1 for the last)")
        }
        if let identifier = timeZoneIdentifier, TimeZone(identifier: identifier) == nil {
            throw .invalidTrigger("unknown time zone \"\(identifier)\"")
        }
        if weekdayOrdinal != nil, weekday == nil {
            throw .invalidTrigger("weekdayOrdinal needs a weekday")
        }
        if let day, let month, day > Self.longestMonthLength(month: month, year: year) {
            throw .invalidTrigger("day=\(day) never occurs in month=\(month)\(year.map { " of \($0)" } ?? "")")
        }
    }

    /// The most days the month can have: February has 29 only in leap years.
    private static func longestMonthLength(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
