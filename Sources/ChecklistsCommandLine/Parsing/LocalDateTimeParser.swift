import Foundation
import Translations

/// Reads the local date-time of `--at`: "YYYY-MM-DD HH:MM" or "YYYY-MM-DD HH:MM:SS",
/// checked strictly (no February 30, no 24:00).
enum LocalDateTimeParser {
    /// The form, for messages.
    static let form = "YYYY-MM-DD HH:MM[:SS]"

    /// The year, month, day, hour, minute and second (0 when omitted) in `text`.
    static func components(_ text: String, option: String = "--at") throws(CommandLineError) -> DateComponents {
        let malformed = CommandLineError.badInput(
            tr("%s: \"%s\" is not a date-time in the form \"%s\"", "\(option)", "\(text)", "\(form)"))
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2 else { throw malformed }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard date.count == 3, time.count == 2 || time.count == 3,
            let year = number(date[0], digits: 4...4), let month = number(date[1], digits: 1...2),
            let day = number(date[2], digits: 1...2), let hour = number(time[0], digits: 1...2),
            let minute = number(time[1], digits: 2...2)
        else { throw malformed }
        var second = 0
        if time.count == 3 {
            guard let value = number(time[2], digits: 2...2) else { throw malformed }
            second = value
        }
        guard year >= 1, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else {
            throw .badInput(tr("%s: %s is not a valid date", "\(option)", "\(text)"))
        }
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
            throw .badInput(tr("%s: %s is not a valid time", "\(option)", "\(text)"))
        }
        return DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// The number in `text` when it has only ASCII digits, as many as allowed.
    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// The days of a month of the Gregorian calendar.
    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
