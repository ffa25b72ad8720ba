import Translations

/// Reads the time of `daily-reminder on`: "HH:MM", 24-hour, the hour with one or two
/// digits ("7:15", "07:15", "20:30"), the minute with two.
enum TimeOfDayParser {
    /// The hour and minute in `text`; the error quotes it and says the form.
    static func time(_ text: String) throws(CommandLineError) -> (hour: Int, minute: Int) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hour = number(parts[0], digits: 1...2), let minute = number(parts[1], digits: 2...2)
        else {
            throw .badInput(
                tr("daily-reminder: \"%s\" is not a time in the form HH:MM (24-hour, such as 20:30 or 7:15)", "\(text)")
            )
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else {
            throw .badInput(tr("daily-reminder: %s is not a valid time (hours 0 to 23, minutes 0 to 59)", "\(text)"))
        }
        return (hour, minute)
    }

    /// The number in `text` when it has only ASCII digits, as many as allowed.
    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
