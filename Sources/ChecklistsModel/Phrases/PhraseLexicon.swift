/// What single words mean: weekdays, months, numbers, ordinals and times of day.
enum PhraseLexicon {
    /// A word read as a time of day.
    enum TimeWord: Equatable {
        /// Not shaped like a time.
        case notATime
        /// Shaped like a time but not one ("25:00", "13pm").
        case invalid
        /// A time of day.
        case time(hour: Int, minute: Int)
    }

    /// The weekday a name or short name means, 1 (Sunday) to 7.
    static func weekday(_ word: String) -> Int? {
        for index in 0..<7
        where PhraseWords.weekdayNames[index].lowercased() == word
            || PhraseWords.weekdayAbbreviations[index].lowercased() == word
            || PhraseWords.weekdayAlternatives[index].contains(word)
        {
            return index + 1
        }
        return nil
    }

    /// The month a name or short name means, 1 to 12.
    static func month(_ word: String) -> Int? {
        if word == PhraseWords.septemberAlternative { return 9 }
        for index in 0..<12
        where PhraseWords.monthNames[index].lowercased() == word
            || PhraseWords.monthAbbreviations[index].lowercased() == word
        {
            return index + 1
        }
        return nil
    }

    /// A whole number of ASCII digits, at most nine of them.
    static func number(_ word: some StringProtocol) -> Int? {
        guard (1...9).contains(word.count), word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(word)
    }

    /// Whether the word is a negative number ("-5"), for a clearer refusal.
    static func isNegativeNumber(_ word: String) -> Bool {
        word.hasPrefix("-") && number(word.dropFirst()) != nil
    }

    /// A day of the month: "24" or "24th".
    static func monthDay(_ word: String) -> Int? {
        if let day = number(word), word.count <= 2 { return day }
        return ordinalNumber(word)
    }

    /// An ordinal written with digits: "1st", "22nd".
    static func ordinalNumber(_ word: String) -> Int? {
        guard word.count >= 3, PhraseWords.ordinalSuffixes.contains(String(word.suffix(2))),
            let value = number(word.dropLast(2)), word.count <= 4
        else { return nil }
        return value
    }

    /// "first" to "fifth" as 1 to 5, or "last" as -1.
    static func weekdayOrdinal(_ word: String) -> Int? {
        if word == PhraseWords.last { return -1 }
        if let index = PhraseWords.ordinalWords.firstIndex(of: word) { return index + 1 }
        if let value = ordinalNumber(word), (1...5).contains(value) { return value }
        return nil
    }

    /// A time of day: "9", "9am", "9:30", "9:30pm", "14:00", "18:00:30" (seconds dropped),
    /// "noon", "midnight".
    static func time(_ word: String) -> TimeWord {
        if word == PhraseWords.noon { return .time(hour: 12, minute: 0) }
        if word == PhraseWords.midnight { return .time(hour: 0, minute: 0) }
        var body = Substring(word)
        var half: String?
        for suffix in [PhraseWords.am, PhraseWords.pm] where body.hasSuffix(suffix) {
            half = suffix
            body = body.dropLast(suffix.count)
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ number($0) != nil }) else { return .notATime }
        guard (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
            var hour = number(parts[0])
        else { return .invalid }
        let minute = parts.count > 1 ? number(parts[1]) ?? 60 : 0
        let second = parts.count > 2 ? number(parts[2]) ?? 60 : 0
        guard (0...59).contains(minute), (0...59).contains(second) else { return .invalid }
        if let half {
            guard (1...12).contains(hour) else { return .invalid }
            hour = hour % 12 + (half == PhraseWords.pm ? 12 : 0)
        } else if parts.count == 1, word.count > 2 {
            return .notATime
        }
        guard (0...23).contains(hour) else { return .invalid }
        return .time(hour: hour, minute: minute)
    }
}
