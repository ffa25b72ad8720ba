import Foundation

/// Reading and writing the rule as an RFC 5545 `RRULE` value.
extension RecurrenceRule {
    /// Reads an `RRULE` value ("FREQ=MONTHLY;BYDAY=-1FR"), with or without a leading
    /// "RRULE:"; names and values in any case.
    ///
    /// Parts: `FREQ` (required: `DAILY`, `WEEKLY`, `MONTHLY` or `YEARLY`), `INTERVAL`,
    /// `BYDAY` (`MO`, `2TU`, `-1FR`), `BYMONTHDAY`, `BYMONTH`, `BYSETPOS`, `COUNT`, `UNTIL`
    /// (a UTC date-time `20271231T230000Z`; a floating date-time `20271231T230000`, read
    /// in `zone`; or a date `20271231`, meaning the end of that day in `zone`) and `WKST`,
    /// which is accepted but not used: weeks always start on Monday, the default, so a
    /// `WKST` other than `MO` changes nothing (it matters only to weekly rules with an
    /// interval above 1 and several weekdays). Refuses, with a line naming the part, hourly
    /// and finer frequencies, `BYHOUR`, `BYMINUTE`, `BYSECOND`, `BYYEARDAY` and `BYWEEKNO`,
    /// unknown or repeated parts, `COUNT` with `UNTIL`, values that cannot be read and
    /// rules `validated()` refuses.
    public init(rrule text: String, zone: TimeZone = .current) throws(RecurrenceRuleError) {
        let parts = try Self.parts(of: text)
        guard let frequencyText = parts["FREQ"] else {
            throw RecurrenceRuleError("FREQ", "FREQ is missing: it says DAILY, WEEKLY, MONTHLY or YEARLY")
        }
        guard let frequency = Frequency(rawValue: frequencyText) else {
            if ["HOURLY", "MINUTELY", "SECONDLY"].contains(frequencyText) {
                throw RecurrenceRuleError(
                    "FREQ", "FREQ=\(frequencyText) is not supported: only DAILY, WEEKLY, MONTHLY, YEARLY")
            }
            throw RecurrenceRuleError("FREQ", "FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY, not \"\(frequencyText)\"")
        }
        if parts["COUNT"] != nil && parts["UNTIL"] != nil {
            throw RecurrenceRuleError("COUNT", "COUNT and UNTIL cannot both be given")
        }
        if let start = parts["WKST"], Self.weekdayCodes.firstIndex(of: start) == nil {
            throw RecurrenceRuleError("WKST", "WKST must be a weekday (MO, TU, ...), not \"\(start)\"")
        }
        var end = End.never
        if let count = parts["COUNT"] { end = .count(try Self.integer(count, of: "COUNT")) }
        if let until = parts["UNTIL"] { end = .until(try Self.instant(until, zone: zone)) }
        var interval = 1
        if let text = parts["INTERVAL"] { interval = try Self.integer(text, of: "INTERVAL") }
        let rule = RecurrenceRule(
            frequency: frequency, interval: interval,
            weekdays: try Self.list(parts["BYDAY"], of: "BYDAY", Self.weekday),
            monthDays: try Self.integers(parts["BYMONTHDAY"], of: "BYMONTHDAY"),
            months: try Self.integers(parts["BYMONTH"], of: "BYMONTH"),
            setPositions: try Self.integers(parts["BYSETPOS"], of: "BYSETPOS"), end: end)
        self = try rule.validated()
    }

    /// The rule as a canonical `RRULE` value, without the "RRULE:" prefix: `FREQ`,
    /// `INTERVAL` (only above 1), `BYDAY`, `BYMONTHDAY`, `BYMONTH`, `BYSETPOS`, then `COUNT`
    /// or `UNTIL` (in UTC, `YYYYMMDDTHHMMSSZ`, to the second). Reading it back gives this rule.
    public var rrule: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if !weekdays.isEmpty {
            parts.append("BYDAY=" + weekdays.map(Self.code).joined(separator: ","))
        }
        let lists = [("BYMONTHDAY", monthDays), ("BYMONTH", months), ("BYSETPOS", setPositions)]
        for (name, values) in lists where !values.isEmpty {
            parts.append("\(name)=" + values.map(String.init).joined(separator: ","))
        }
        switch end {
        case .never: break
        case .count(let count): parts.append("COUNT=\(count)")
        case .until(let until): parts.append("UNTIL=" + Self.utcText(until))
        }
        return parts.joined(separator: ";")
    }

    /// The parts of the text by name, in upper case; refuses what cannot be a rule.
    private static func parts(of text: String) throws(RecurrenceRuleError) -> [String: String] {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if body.hasPrefix("RRULE:") { body.removeFirst("RRULE:".count) }
        guard !body.isEmpty else { throw RecurrenceRuleError("RRULE", "the rule is empty") }
        var pieces = body.split(separator: ";", omittingEmptySubsequences: false)
        if pieces.count > 1, pieces.last?.isEmpty == true { pieces.removeLast() }
        var parts: [String: String] = [:]
        for piece in pieces {
            guard !piece.isEmpty else { throw RecurrenceRuleError("RRULE", "the rule has an empty part (\";;\")") }
            let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else {
                throw RecurrenceRuleError("RRULE", "\"\(piece)\" is not a NAME=VALUE part")
            }
            let name = String(pair[0])
            if unsupportedParts.contains(name) {
                throw RecurrenceRuleError(name, "\(name) is not supported")
            }
            guard knownParts.contains(name) else { throw RecurrenceRuleError(name, "\(name) is not a rule part") }
            guard parts[name] == nil else { throw RecurrenceRuleError(name, "\(name) is given twice") }
            parts[name] = String(pair[1])
        }
        return parts
    }

    /// The comma-separated values of a part, each read by `read`; empty when not given.
    private static func list<Value>(
        _ text: String?, of part: String, _ read: (String) throws(RecurrenceRuleError) -> Value
    ) throws(RecurrenceRuleError) -> [Value] {
        guard let text else { return [] }
        var values: [Value] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard !item.isEmpty else { throw RecurrenceRuleError(part, "\(part) has an empty value in \"\(text)\"") }
            values.append(try read(String(item)))
        }
        return values
    }

    /// The comma-separated whole numbers of a part; empty when not given.
    private static func integers(_ text: String?, of part: String) throws(RecurrenceRuleError) -> [Int] {
        try list(text, of: part) { item throws(RecurrenceRuleError) in try integer(item, of: part) }
    }

    /// A whole number, with an optional sign.
    private static func integer(_ text: String, of part: String) throws(RecurrenceRuleError) -> Int {
        guard let value = Int(text) else {
            throw RecurrenceRuleError(part, "\(part) must be a whole number, not \"\(text)\"")
        }
        return value
    }

    /// One `BYDAY` value: an optional signed ordinal, then a two-letter weekday.
    private static func weekday(_ text: String) throws(RecurrenceRuleError) -> Weekday {
        let code = String(text.suffix(2))
        let ordinalText = String(text.dropLast(2))
        guard let index = weekdayCodes.firstIndex(of: code) else {
            throw RecurrenceRuleError("BYDAY", "BYDAY must be weekdays such as MO, 2TU or -1FR, not \"\(text)\"")
        }
        guard !ordinalText.isEmpty else { return Weekday(index + 1) }
        guard let ordinal = Int(ordinalText) else {
            throw RecurrenceRuleError("BYDAY", "BYDAY must be weekdays such as MO, 2TU or -1FR, not \"\(text)\"")
        }
        return Weekday(index + 1, ordinal: ordinal)
    }

    /// A `BYDAY` value as written.
    private static func code(_ weekday: Weekday) -> String {
        let name = weekdayCodes.indices.contains(weekday.weekday - 1) ? weekdayCodes[weekday.weekday - 1] : "?"
        return (weekday.ordinal.map(String.init) ?? "") + name
    }

    /// An `UNTIL` value: a UTC date-time, a floating date-time read in `zone`, or a date
    /// meaning the end (23:59:59) of that day in `zone`.
    private static func instant(_ text: String, zone: TimeZone) throws(RecurrenceRuleError) -> Date {
        let refusal = RecurrenceRuleError(
            "UNTIL", "UNTIL must be a date 20271231 or a date-time 20271231T230000 or 20271231T230000Z, not \"\(text)\""
        )
        let characters = Array(text)
        let isUTC = characters.count == 16 && characters[15] == "Z"
        guard characters.count == 8 || characters.count == 15 || isUTC else { throw refusal }
        func number(_ range: Range<Int>) -> Int? {
            let digits = String(characters[range])
            return digits.allSatisfy { $0.isASCII && $0.isNumber } ? Int(digits) : nil
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8), (1...12).contains(month),
            (1...CivilDay.length(ofMonth: month, in: year)).contains(day)
        else { throw refusal }
        let date = CivilDay(year: year, month: month, day: day)
        guard characters.count > 8 else { return ZonedWallTime(zone: zone).instant(on: date, at: 86_399) }
        guard characters[8] == "T", let hour = number(9..<11), let minute = number(11..<13),
            let second = number(13..<15), (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { throw refusal }
        let timeOfDay = Double(hour * 3_600 + minute * 60 + second)
        guard isUTC else { return ZonedWallTime(zone: zone).instant(on: date, at: timeOfDay) }
        return Date(timeIntervalSince1970: Double(date.number) * 86_400 + timeOfDay)
    }

    /// `date` in UTC as `YYYYMMDDTHHMMSSZ`, to the second (a fraction is dropped).
    private static func utcText(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let timeOfDay = seconds - days * 86_400
        let civil = CivilDay(number: days).date
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(repeating: "0", count: max(0, 4 - String(civil.year).count)) + String(civil.year)
        return year + two(civil.month) + two(civil.day) + "T" + two(timeOfDay / 3_600) + two(timeOfDay % 3_600 / 60)
            + two(timeOfDay % 60) + "Z"
    }

    /// `BYDAY`'s two-letter weekdays, from Sunday (1) to Saturday (7).
    private static let weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    /// The parts this reader knows.
    private static let knownParts: Set<String> = [
        "FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS", "COUNT", "UNTIL", "WKST",
    ]
    /// RFC 5545 parts that Checklists does not compute.
    private static let unsupportedParts: Set<String> = ["BYHOUR", "BYMINUTE", "BYSECOND", "BYYEARDAY", "BYWEEKNO"]
}
