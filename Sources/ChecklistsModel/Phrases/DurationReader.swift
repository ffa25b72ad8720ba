import Foundation

/// Reads durations: "15m", "2h", "1d", "1h30m", "90 min", "2 hours", "1 day", "3 weeks".
enum DurationReader {
    /// One amount and its unit.
    struct Part: Equatable {
        /// How many.
        var amount: Int
        /// Of which unit.
        var component: Calendar.Component

        /// The length in seconds, days and weeks taken as 24 and 168 hours.
        var seconds: Int {
            switch component {
            case .minute: amount * 60
            case .hour: amount * 3_600
            case .day: amount * 86_400
            default: amount * 604_800
            }
        }
    }

    /// The longest duration: a year, 366 days.
    static let longest = 366 * 86_400

    /// The largest amount read, so that no sum overflows.
    private static let largestAmount = 10_000_000

    /// The parts of `text`; the scanner gives the errors their text.
    static func parts(_ text: Substring, scanner: PhraseScanner) throws(PhraseError) -> [Part] {
        var rest = text.lowercased()[...]
        var parts: [Part] = []
        while true {
            rest = rest.drop(while: { $0.isWhitespace || $0 == "," })
            guard let first = rest.first else { break }
            if first == "-" {
                let number = rest.prefix(while: { !$0.isWhitespace && !$0.isLetter })
                throw scanner.error(.notPositive(String(number)))
            }
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty else {
                let word = rest.prefix(while: { !$0.isWhitespace && !$0.isNumber })
                throw scanner.error(.unknownWord(String(word)))
            }
            rest = rest.dropFirst(digits.count)
            guard digits.count <= 8, let amount = Int(digits), amount <= largestAmount else {
                throw scanner.error(scanner.subject == .duration ? .tooLong : .outOfRange)
            }
            rest = rest.drop(while: { $0.isWhitespace })
            let unit = String(rest.prefix(while: { $0.isLetter }))
            guard !unit.isEmpty else {
                guard rest.isEmpty else {
                    throw scanner.error(.unknownWord(String(rest.prefix(while: { !$0.isWhitespace }))))
                }
                throw scanner.error(.incomplete)
            }
            rest = rest.dropFirst(unit.count)
            guard let component = component(unit) else { throw scanner.error(.unknownWord(unit)) }
            parts.append(Part(amount: amount, component: component))
        }
        guard !parts.isEmpty else { throw scanner.error(.incomplete) }
        return parts
    }

    /// The unit a word names.
    private static func component(_ unit: String) -> Calendar.Component? {
        if PhraseWords.minuteUnits.contains(unit) { return .minute }
        if PhraseWords.hourUnits.contains(unit) { return .hour }
        if PhraseWords.dayUnits.contains(unit) { return .day }
        if PhraseWords.weekUnits.contains(unit) { return .weekOfYear }
        return nil
    }
}
