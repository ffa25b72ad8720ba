/// The day part of a phrase, before it is placed in the calendar.
enum DayPart: Equatable {
    /// Today (0) or tomorrow (1).
    case offset(Int)
    /// The coming weekday (today when it is that weekday), or with `next` the first one
    /// after today; 1 (Sunday) to 7.
    case weekday(Int, next: Bool)
    /// A day of a month, in the given year or else the next one not before today; `words`
    /// is how it was written, for messages.
    case date(year: Int?, month: Int, day: Int, words: String)
}
