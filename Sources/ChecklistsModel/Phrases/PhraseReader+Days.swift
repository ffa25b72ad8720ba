import Foundation

extension PhraseReader {
    /// The day at the scanner ("today", "next fri", "dec 24", "24 dec 2027", "2026-12-24"),
    /// or nil without reading anything when the next word does not start a day.
    func readDay(_ scanner: inout PhraseScanner) throws(PhraseError) -> DayPart? {
        guard let word = scanner.peek() else { return nil }
        switch word {
        case PhraseWords.today:
            _ = scanner.next()
            return .offset(0)
        case PhraseWords.tomorrow:
            _ = scanner.next()
            return .offset(1)
        case PhraseWords.yesterday:
            throw scanner.error(.inThePast(word))
        case PhraseWords.next:
            _ = scanner.next()
            guard let name = scanner.peek() else { throw scanner.error(.incomplete) }
            guard let weekday = PhraseLexicon.weekday(name) else { throw scanner.error(.unknownWord(name)) }
            _ = scanner.next()
            return .weekday(weekday, next: true)
        default: break
        }
        if let weekday = PhraseLexicon.weekday(word) {
            _ = scanner.next()
            return .weekday(weekday, next: false)
        }
        if let month = PhraseLexicon.month(word) {
            _ = scanner.next()
            guard let dayWord = scanner.peek() else { throw scanner.error(.incomplete) }
            guard let day = PhraseLexicon.monthDay(dayWord) else { throw scanner.error(.unknownWord(dayWord)) }
            _ = scanner.next()
            let year = try readYear(&scanner)
            return .date(year: year, month: month, day: day, words: "\(word) \(dayWord)")
        }
        if let day = PhraseLexicon.monthDay(word), let monthWord = scanner.peek(1),
            let month = PhraseLexicon.month(monthWord)
        {
            _ = scanner.next()
            _ = scanner.next()
            let year = try readYear(&scanner)
            return .date(year: year, month: month, day: day, words: "\(word) \(monthWord)")
        }
        return try readISODay(&scanner)
    }

    /// "2026-12-24"; nil when the word is not shaped like one.
    private func readISODay(_ scanner: inout PhraseScanner) throws(PhraseError) -> DayPart? {
        guard let word = scanner.peek() else { return nil }
        let fields = word.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ PhraseLexicon.number($0) != nil }) else { return nil }
        guard fields[0].count == 4, (1...2).contains(fields[1].count), (1...2).contains(fields[2].count),
            let year = PhraseLexicon.number(fields[0]), let month = PhraseLexicon.number(fields[1]),
            let day = PhraseLexicon.number(fields[2])
        else { throw scanner.error(.noSuchDay(word)) }
        _ = scanner.next()
        guard Self.years.contains(year) else { throw scanner.error(.outOfRange) }
        return .date(year: year, month: month, day: day, words: word)
    }

    /// A year after a month and day, when one follows: four digits, 1970 to 9999.
    private func readYear(_ scanner: inout PhraseScanner) throws(PhraseError) -> Int? {
        guard let word = scanner.peek(), word.count >= 4, let year = PhraseLexicon.number(word) else { return nil }
        _ = scanner.next()
        guard Self.years.contains(year) else { throw scanner.error(.outOfRange) }
        return year
    }

    /// The years a phrase may name.
    static let years = 1970...9999

    /// The year, month and day a day part means.
    func resolve(_ part: DayPart, scanner: PhraseScanner) throws(PhraseError) -> DateComponents {
        let start = today()
        switch part {
        case .offset(let days):
            return try shifted(start, days: days, scanner: scanner)
        case .weekday(let weekday, let next):
            guard let date = startOf(start), let current = calendar.dateComponents([.weekday], from: date).weekday
            else { throw scanner.error(.outOfRange) }
            var days = (weekday - current + 7) % 7
            if next, days == 0 { days = 7 }
            return try shifted(start, days: days, scanner: scanner)
        case .date(let year?, let month, let day, let words):
            let components = DateComponents(year: year, month: month, day: day)
            guard exists(components) else { throw scanner.error(.noSuchDay(words)) }
            return components
        case .date(nil, let month, let day, let words):
            guard let thisYear = start.year else { throw scanner.error(.outOfRange) }
            for year in thisYear...(thisYear + 8) {
                let components = DateComponents(year: year, month: month, day: day)
                guard exists(components), let date = startOf(components), let first = startOf(start) else { continue }
                if date >= first { return components }
            }
            throw scanner.error(.noSuchDay(words))
        }
    }

    /// Today's year, month and day in the zone.
    func today() -> DateComponents {
        calendar.dateComponents([.year, .month, .day], from: now)
    }

    /// The day `days` after `day`.
    private func shifted(
        _ day: DateComponents, days: Int, scanner: PhraseScanner
    ) throws(PhraseError)
        -> DateComponents
    {
        guard let start = startOf(day), let later = calendar.date(byAdding: .day, value: days, to: start) else {
            throw scanner.error(.outOfRange)
        }
        return calendar.dateComponents([.year, .month, .day], from: later)
    }

    /// Whether the calendar has this day (no 30 February, no month 13).
    func exists(_ day: DateComponents) -> Bool {
        guard let month = day.month, let number = day.day, (1...12).contains(month), number >= 1,
            let first = calendar.date(from: DateComponents(year: day.year, month: month, day: 1)),
            let length = calendar.range(of: .day, in: .month, for: first)?.count
        else { return false }
        return number <= length
    }

    /// The start of a day in the zone.
    func startOf(_ day: DateComponents) -> Date? {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
    }

    /// A time of day on a day; a time the clocks skip moves on by the gap.
    func at(_ day: DateComponents, _ time: (hour: Int, minute: Int)) -> Date? {
        calendar.date(
            from: DateComponents(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute))
    }

    /// `time` in seconds after midnight when `date`, made from it by `at`, does not show it
    /// (a gap skipped it); nil when it does.
    func skipped(_ time: (hour: Int, minute: Int), at date: Date) -> Int? {
        let shown = calendar.dateComponents([.hour, .minute], from: date)
        guard shown.hour != time.hour || shown.minute != time.minute else { return nil }
        return time.hour * 3_600 + time.minute * 60
    }
}
