import Foundation
import LocalNotifications

extension PhraseReader {
    /// A repeat phrase read: the rule, its time of day, and its first occurrence.
    struct RepeatReading {
        /// The rule.
        var rule: RecurrenceRule
        /// The time of day the phrase gave; nil for none.
        var time: (hour: Int, minute: Int)?
        /// Whether the phrase gave no time of day.
        var isAllDay: Bool { time == nil }
        /// The first occurrence not before `now`; nil when none comes within eight years.
        var first: Date?
    }

    /// Mon–Fri in `BYDAY`.
    static let workWeek = (2...6).map { RecurrenceRule.Weekday($0) }

    /// "every [N|other] (day|week|month|year|weekday|monday…|last friday|dec 24) [on …]
    /// [time] [until DAY | [for] N times | once]"; "every" may be left out.
    func readRepeat(_ scanner: inout PhraseScanner) throws(PhraseError) -> RepeatReading {
        _ = scanner.take(PhraseWords.every)
        var rule = try readUnit(&scanner)
        var time: (hour: Int, minute: Int)?
        var until: DayPart?
        var count: Int?
        while let word = scanner.peek() {
            if scanner.take(PhraseWords.on) {
                try readOn(&scanner, into: &rule, after: word)
            } else if scanner.take(PhraseWords.until) {
                guard until == nil, count == nil else { throw scanner.error(.repeated(word)) }
                guard let day = try readDay(&scanner) else { throw scanner.unexpected() }
                until = day
            } else if word == PhraseWords.forWord || scanner.peek(1).map(PhraseWords.times.contains) == true {
                _ = scanner.take(PhraseWords.forWord)
                guard until == nil, count == nil else { throw scanner.error(.repeated(word)) }
                count = try readCount(&scanner)
            } else if scanner.take(PhraseWords.once) {
                guard until == nil, count == nil else { throw scanner.error(.repeated(word)) }
                count = 1
            } else if scanner.take(PhraseWords.at) {
                guard time == nil else { throw scanner.error(.repeated(word)) }
                time = try readTime(&scanner)
            } else {
                guard time == nil else { throw scanner.error(.repeated(word)) }
                time = try readTime(&scanner)
            }
        }
        if let count { rule.end = .count(count) }
        let first = firstOccurrence(of: rule, at: time)
        if let until {
            let day = try resolve(until, scanner: scanner)
            guard let start = startOf(day), let end = calendar.date(byAdding: .day, value: 1, to: start) else {
                throw scanner.error(.outOfRange)
            }
            let last = end.addingTimeInterval(-1)
            if let first, first > last { throw scanner.error(.inThePast(untilWords(until))) }
            rule.end = .until(last)
        }
        return RepeatReading(rule: rule, time: time, first: first)
    }

    /// The unit and interval: "day", "3 days", "other week", "weekday", "mon, wed",
    /// "last friday", "2nd tue", "dec 24".
    private func readUnit(_ scanner: inout PhraseScanner) throws(PhraseError) -> RecurrenceRule {
        var interval = 1
        if let word = scanner.peek() {
            if let number = PhraseLexicon.number(word) {
                guard number > 0 else { throw scanner.error(.notPositive(word)) }
                guard number <= RecurrenceRule.maximumInterval else {
                    throw scanner.error(.tooLarge(word, maximum: RecurrenceRule.maximumInterval))
                }
                interval = number
                _ = scanner.next()
            } else if PhraseLexicon.isNegativeNumber(word) {
                throw scanner.error(.notPositive(word))
            } else if scanner.take(PhraseWords.other) {
                interval = 2
            }
        }
        guard let word = scanner.peek() else { throw scanner.error(.incomplete) }
        let simple: [(words: [String], frequency: RecurrenceRule.Frequency)] = [
            (PhraseWords.dayUnits.dropFirst() + [PhraseWords.daily], .daily),
            (PhraseWords.weekUnits.dropFirst() + [PhraseWords.weekly], .weekly),
            (PhraseWords.monthUnits + [PhraseWords.monthly], .monthly),
            (PhraseWords.yearUnits + [PhraseWords.yearly], .yearly),
        ]
        for (words, frequency) in simple where words.contains(word) {
            _ = scanner.next()
            return RecurrenceRule(frequency: frequency, interval: interval)
        }
        if scanner.take(oneOf: PhraseWords.weekday) {
            return RecurrenceRule(frequency: .weekly, interval: interval, weekdays: Self.workWeek)
        }
        if PhraseLexicon.weekday(word) != nil {
            let weekdays = try readWeekdays(&scanner)
            return RecurrenceRule(frequency: .weekly, interval: interval, weekdays: weekdays)
        }
        if let ordinal = PhraseLexicon.weekdayOrdinal(word), let name = scanner.peek(1),
            let weekday = PhraseLexicon.weekday(name)
        {
            _ = scanner.next()
            _ = scanner.next()
            return RecurrenceRule(
                frequency: .monthly, interval: interval, weekdays: [RecurrenceRule.Weekday(weekday, ordinal: ordinal)])
        }
        if PhraseLexicon.month(word) != nil || PhraseLexicon.monthDay(word) != nil {
            var rule = RecurrenceRule(frequency: .yearly, interval: interval)
            try readYearDay(&scanner, into: &rule)
            return rule
        }
        throw scanner.unexpected()
    }

    /// "on the 1st", "on the last friday", "on tue, thu", "on dec 24", by the rule's unit.
    private func readOn(
        _ scanner: inout PhraseScanner, into rule: inout RecurrenceRule, after word: String
    )
        throws(PhraseError)
    {
        guard rule.weekdays.isEmpty, rule.monthDays.isEmpty, rule.months.isEmpty else {
            throw scanner.error(.repeated(word))
        }
        _ = scanner.take(PhraseWords.the)
        switch rule.frequency {
        case .daily:
            throw scanner.error(.unknownWord(word))
        case .weekly:
            rule.weekdays = scanner.take(oneOf: PhraseWords.weekday) ? Self.workWeek : try readWeekdays(&scanner)
        case .monthly:
            let word = try scanner.expectNext()
            if let ordinal = PhraseLexicon.weekdayOrdinal(word), let name = scanner.peek(),
                let weekday = PhraseLexicon.weekday(name)
            {
                _ = scanner.next()
                rule.weekdays = [RecurrenceRule.Weekday(weekday, ordinal: ordinal)]
            } else if word == PhraseWords.last, scanner.take(PhraseWords.dayWord) {
                rule.monthDays = [-1]
            } else if let day = PhraseLexicon.monthDay(word) {
                guard (1...31).contains(day) else { throw scanner.error(.noSuchDay(word)) }
                rule.monthDays = [day]
            } else {
                throw scanner.error(.unknownWord(word))
            }
        case .yearly:
            try readYearDay(&scanner, into: &rule)
        }
    }

    /// "dec 24" or "24 dec" of a yearly rule (29 February is allowed).
    private func readYearDay(_ scanner: inout PhraseScanner, into rule: inout RecurrenceRule) throws(PhraseError) {
        let start = scanner.position
        guard case .date(nil, let month, let day, let words)? = try readDay(&scanner) else {
            scanner.rewind(to: start)
            throw scanner.unexpected()
        }
        guard exists(DateComponents(year: 2000, month: month, day: day)) else {
            throw scanner.error(.noSuchDay(words))
        }
        rule.months = [month]
        rule.monthDays = [day]
    }

    /// One or more weekday names, separated by commas or "and", ordered Monday to Sunday.
    private func readWeekdays(_ scanner: inout PhraseScanner) throws(PhraseError) -> [RecurrenceRule.Weekday] {
        var weekdays: [RecurrenceRule.Weekday] = []
        repeat {
            let word = try scanner.expectNext()
            guard let weekday = PhraseLexicon.weekday(word) else { throw scanner.error(.unknownWord(word)) }
            if !weekdays.contains(RecurrenceRule.Weekday(weekday)) { weekdays.append(RecurrenceRule.Weekday(weekday)) }
        } while scanner.take(PhraseWords.and)
            || scanner.peek().flatMap(PhraseLexicon.weekday) != nil
        return weekdays.sorted { ($0.weekday + 5) % 7 < ($1.weekday + 5) % 7 }
    }

    /// "5 times" (after "for", if any).
    private func readCount(_ scanner: inout PhraseScanner) throws(PhraseError) -> Int {
        let word = try scanner.expectNext()
        if PhraseLexicon.isNegativeNumber(word) { throw scanner.error(.notPositive(word)) }
        guard let count = PhraseLexicon.number(word) else { throw scanner.error(.unknownWord(word)) }
        guard count > 0 else { throw scanner.error(.notPositive(word)) }
        guard count <= RecurrenceRule.maximumCount else {
            throw scanner.error(.tooLarge(word, maximum: RecurrenceRule.maximumCount))
        }
        guard scanner.take(oneOf: PhraseWords.times) else { throw scanner.unexpected() }
        return count
    }

    /// How an end day was written, for messages.
    private func untilWords(_ day: DayPart) -> String {
        switch day {
        case .offset(0): PhraseWords.today
        case .offset: PhraseWords.tomorrow
        case .weekday(let weekday, _): PhraseWords.weekdayNames[weekday - 1]
        case .date(_, _, _, let words): words
        }
    }
}
