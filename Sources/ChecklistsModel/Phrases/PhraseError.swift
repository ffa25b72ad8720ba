/// Why a date, repeat or duration phrase could not be read; `description` is the one-line
/// message a user reads, quoting the text.
public struct PhraseError: Error, Hashable, CustomStringConvertible {
    /// What was being read.
    public enum Subject: Sendable, Hashable {
        /// A due date or a reminder's date (`--due`, `--remind-at`, the due field).
        case date
        /// A repeat rule given on its own (`--repeat`).
        case repeatRule
        /// A duration (`--remind-before`).
        case duration
    }

    /// What was wrong.
    public enum Reason: Sendable, Hashable {
        /// The text was empty.
        case empty
        /// A word that is not part of any phrase.
        case unknownWord(String)
        /// The text ended before the phrase was complete ("next", "in 5", "every").
        case incomplete
        /// A day the calendar does not have ("feb 30").
        case noSuchDay(String)
        /// A time the clock does not have ("25:00", "13pm").
        case noSuchTime(String)
        /// A count, interval or amount of 0 or less ("in 0 min", "every 0 days").
        case notPositive(String)
        /// An interval or a count above what a repeat rule may hold ("every 2000 days": at
        /// most 1000; "for 20000 times": at most 10 000); the number and the most allowed.
        case tooLarge(String, maximum: Int)
        /// A day in the past ("yesterday", an end before the first occurrence).
        case inThePast(String)
        /// A date outside the years 1970 to 9999.
        case outOfRange
        /// A duration longer than a year.
        case tooLong
        /// A weekday that does not match the date given with it; the weekday's name.
        case weekdayMismatch(String)
        /// A part given twice ("today tomorrow").
        case repeated(String)
        /// A repeat rule that matches no day.
        case neverHappens
    }

    /// The text as given.
    public var text: String
    /// What was being read.
    public var subject: Subject
    /// What was wrong.
    public var reason: Reason

    /// Creates an error.
    public init(text: String, subject: Subject, reason: Reason) {
        self.text = text
        self.subject = subject
        self.reason = reason
    }

    /// The message: `cannot read "feb 30" as a date: "feb 30" is not a day of the calendar`.
    public var description: String { PhraseWords.message(self) }
}
