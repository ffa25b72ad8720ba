import LocalNotifications
import Translations

/// Reads the key=value pairs of `--match` into a calendar trigger, such as
/// "hour=14,minute=0,weekday=3" (every Tuesday at 14:00).
enum CalendarMatchParser {
    /// The keys, in the order they are described.
    static let keys = ["year", "month", "day", "hour", "minute", "second", "weekday", "weekday-ordinal"]

    /// The trigger for `text`, checked by the core (so hour=25 gets the core's message).
    static func trigger(
        _ text: String, repeats: Bool, option: String = "--match"
    )
        throws(CommandLineError) -> CalendarTrigger
    {
        var values: [String: Int] = [:]
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let entry = pair.trimmingSpaces
            if entry.isEmpty {
                throw .badInput(tr("%s: \"%s\" has an empty entry; give key=value pairs", "\(option)", "\(text)"))
            }
            guard let equals = entry.firstIndex(of: "=") else {
                throw .badInput(tr("%s: \"%s\" is not key=value (such as hour=14)", "\(option)", "\(entry)"))
            }
            let key = String(entry[..<equals]).trimmingSpaces
            let value = String(entry[entry.index(after: equals)...]).trimmingSpaces
            guard keys.contains(key) else {
                throw .badInput("\(option): unknown key \"\(key)\" (use \(keys.joined(separator: ", ")))")
            }
            guard values[key] == nil else {
                throw .badInput(tr("%s: %s is given more than once", "\(option)", "\(key)"))
            }
            values[key] = try number(key: key, value: value, option: option)
        }
        let trigger = CalendarTrigger(
            year: values["year"], month: values["month"], day: values["day"], hour: values["hour"],
            minute: values["minute"], second: values["second"], weekday: values["weekday"],
            weekdayOrdinal: values["weekday-ordinal"], repeats: repeats)
        do {
            try trigger.validate()
        } catch {
            throw .badInput("\(option): \(error.description)")
        }
        return trigger
    }

    /// The number for one value; weekday also takes a day name, weekday-ordinal `last`.
    private static func number(key: String, value: String, option: String) throws(CommandLineError) -> Int {
        if key == "weekday" {
            if let number = WeekdayName.number(value) ?? Int(value) { return number }
            throw .badInput(
                "\(option): weekday=\(value) is not a number 1 (Sunday) to 7 (Saturday) or a day name such as mon or monday"
            )
        }
        if key == "weekday-ordinal", value == "last" { return CalendarTrigger.lastWeekdayOrdinal }
        guard let number = Int(value) else {
            throw .badInput(tr("%s: %s=%s is not a whole number", "\(option)", "\(key)", "\(value)"))
        }
        return number
    }
}
