import Foundation
import LocalNotifications

/// Reads dates, repeat rules and durations as people type them: "tomorrow 9am",
/// "next friday 14:00", "in 20 min", "every 2 weeks on tue, thu", "1h30m".
///
/// Words are read regardless of case and extra spaces; every word comes from `PhraseWords`.
/// Days and times are taken in `zone`; relative phrases count from `now`.
public struct PhraseReader: Sendable {
    /// The instant phrases count from ("today", "in 20 min", the first occurrence).
    public let now: Date
    /// The time zone days and times of day are in.
    public let zone: TimeZone
    /// The Gregorian calendar in `zone`.
    let calendar: Calendar

    /// Creates a reader that counts from `now` in `zone`.
    public init(now: Date, zone: TimeZone) {
        self.now = now
        self.zone = zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        self.calendar = calendar
    }

    /// The due date (and repeat rule) `text` says: one of the strict forms
    /// `YYYY-MM-DD HH:MM[:SS]`, `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM`, or a phrase such as
    /// "today 18:00", "tomorrow 9am", "in 20 min", "next friday 14:00", "dec 24 18:30",
    /// "24 dec 2027", "noon", "7pm", or a repeat phrase such as "every weekday 8:30".
    ///
    /// A phrase without a time of day is a day without a time. A time alone is today, or
    /// tomorrow when it has passed.
    public func due(_ text: String) throws(PhraseError) -> DuePhrase {
        var scanner = PhraseScanner(text, subject: .date)
        guard let first = scanner.peek() else { throw scanner.error(.empty) }
        let phrase: DuePhrase
        if first == PhraseWords.every {
            // What cannot be read after "every" is a repeat, and its message says so.
            scanner.subject = .repeatRule
            let reading = try readRepeat(&scanner)
            guard let date = reading.first else { throw scanner.error(.neverHappens) }
            phrase = DuePhrase(
                date: date, isAllDay: reading.isAllDay, rule: reading.rule,
                skippedTimeOfDay: reading.time.flatMap { skipped($0, at: date) })
        } else if first == PhraseWords.inWord {
            phrase = try readIn(&scanner)
        } else {
            phrase = try readDayAndTime(&scanner)
        }
        guard TimeBounds.contains(phrase.date) else { throw scanner.error(.outOfRange) }
        return phrase
    }

    /// A repeat rule given on its own (`--repeat`): the phrases `due` reads after "every"
    /// ("every" may be left out), and the first occurrence not before `now` (nil when none
    /// comes within eight years).
    public func repeatRule(_ text: String) throws(PhraseError) -> (rule: RecurrenceRule, firstDue: Date?) {
        var scanner = PhraseScanner(text, subject: .repeatRule)
        guard !scanner.isAtEnd else { throw scanner.error(.empty) }
        let reading = try readRepeat(&scanner)
        return (reading.rule, reading.first)
    }

    /// A duration in seconds (`--remind-before`): "15m", "2h", "1d", "1h30m", "90 min",
    /// "2 hours", "1 day"; more than 0 and at most a year (366 days).
    public func duration(_ text: String) throws(PhraseError) -> Int {
        let scanner = PhraseScanner(text, subject: .duration)
        guard !scanner.isAtEnd else { throw scanner.error(.empty) }
        let parts = try DurationReader.parts(text[...], scanner: scanner)
        let seconds = parts.reduce(0) { $0 + $1.seconds }
        guard seconds > 0 else { throw scanner.error(.notPositive(text.trimmingCharacters(in: .whitespaces))) }
        guard seconds <= DurationReader.longest else { throw scanner.error(.tooLong) }
        return seconds
    }

    /// "in 20 min": `now` plus the duration, to the minute.
    private func readIn(_ scanner: inout PhraseScanner) throws(PhraseError) -> DuePhrase {
        _ = scanner.next()
        let rest = scanner.words[scanner.position...].joined(separator: " ")
        guard !rest.isEmpty else { throw scanner.error(.incomplete) }
        let parts = try DurationReader.parts(rest[...], scanner: scanner)
        guard parts.contains(where: { $0.amount > 0 }) else { throw scanner.error(.notPositive(rest)) }
        var date = now
        for part in parts {
            guard let later = calendar.date(byAdding: part.component, value: part.amount, to: date) else {
                throw scanner.error(.outOfRange)
            }
            date = later
        }
        guard TimeBounds.contains(date) else { throw scanner.error(.outOfRange) }
        let minute = (date.timeIntervalSince1970 / 60).rounded(.down) * 60
        return DuePhrase(date: Date(timeIntervalSince1970: minute), isAllDay: false)
    }

    /// A day, a time, or both, in either order: "tomorrow 9am", "7pm fri", "dec 24 18:30".
    private func readDayAndTime(_ scanner: inout PhraseScanner) throws(PhraseError) -> DuePhrase {
        var day: DayPart?
        var weekdayCheck: Int?
        var time: (hour: Int, minute: Int)?
        while let word = scanner.peek() {
            if scanner.take(PhraseWords.at) {
                guard !scanner.isAtEnd else { throw scanner.error(.incomplete) }
                continue
            }
            if let part = try readDay(&scanner) {
                switch (day, part) {
                case (nil, _): day = part
                case (.weekday(let weekday, next: false)?, .date): (day, weekdayCheck) = (part, weekday)
                case (.date?, .weekday(let weekday, next: false)): weekdayCheck = weekday
                default: throw scanner.error(.repeated(word))
                }
                continue
            }
            guard time == nil else { throw scanner.error(.repeated(word)) }
            time = try readTime(&scanner)
        }
        guard let day else {
            guard let time, let today = at(today(), time) else { throw scanner.error(.incomplete) }
            if today >= now {
                return DuePhrase(date: today, isAllDay: false, skippedTimeOfDay: skipped(time, at: today))
            }
            guard let tomorrow = at(try resolve(.offset(1), scanner: scanner), time) else {
                throw scanner.error(.outOfRange)
            }
            return DuePhrase(date: tomorrow, isAllDay: false, skippedTimeOfDay: skipped(time, at: tomorrow))
        }
        let components = try resolve(day, scanner: scanner)
        if let weekdayCheck, let start = startOf(components),
            calendar.component(.weekday, from: start) != weekdayCheck
        {
            throw scanner.error(.weekdayMismatch(PhraseWords.shownWeekdayName(weekdayCheck)))
        }
        if let time {
            guard let date = at(components, time) else { throw scanner.error(.outOfRange) }
            return DuePhrase(date: date, isAllDay: false, skippedTimeOfDay: skipped(time, at: date))
        }
        guard let date = startOf(components) else { throw scanner.error(.outOfRange) }
        return DuePhrase(date: date, isAllDay: true)
    }

    /// A time of day at the scanner; refuses anything else.
    func readTime(_ scanner: inout PhraseScanner) throws(PhraseError) -> (hour: Int, minute: Int) {
        let word = try scanner.expectNext()
        switch PhraseLexicon.time(word) {
        case .time(let hour, let minute): return (hour, minute)
        case .invalid: throw scanner.error(.noSuchTime(word))
        case .notATime:
            if PhraseLexicon.isNegativeNumber(word) { throw scanner.error(.notPositive(word)) }
            throw scanner.error(.unknownWord(word))
        }
    }
}
