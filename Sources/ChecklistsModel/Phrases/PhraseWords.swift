import Foundation
import Translations

/// Every English word the date, repeat and duration phrases read and write, and every
/// message they give, in one place so that they can be translated.
///
/// Words that are read are lower case (the reader lower-cases what it reads); words that are
/// written (`weekdayNames`, `monthAbbreviations`…) are as shown to the user.
public enum PhraseWords {
    /// The names of the weekdays, Sunday first (index = Foundation's weekday - 1).
    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// The short names of the weekdays, Sunday first.
    public static let weekdayAbbreviations = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// Further short names read for the weekdays, Sunday first.
    static let weekdayAlternatives = [
        ["sun"], ["mon"], ["tue", "tues"], ["wed"], ["thu", "thur", "thurs"], ["fri"], ["sat"],
    ]
    /// The names of the months, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    /// The short names of the months, January first.
    public static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    /// The short name of a weekday (1 = Sunday) as shown, in the user's language.
    public static func shownWeekdayAbbreviation(_ weekday: Int) -> String {
        let english = weekdayAbbreviations[weekday - 1]
        return switch weekday {
        case 1: trc("weekday", "Sun")
        case 2: trc("weekday", "Mon")
        case 3: trc("weekday", "Tue")
        case 4: trc("weekday", "Wed")
        case 5: trc("weekday", "Thu")
        case 6: trc("weekday", "Fri")
        case 7: trc("weekday", "Sat")
        default: english
        }
    }
    /// The short name of a month (1 = January) as shown, in the user's language.
    public static func shownMonthAbbreviation(_ month: Int) -> String {
        let english = monthAbbreviations[month - 1]
        return switch month {
        case 1: trc("month", "Jan")
        case 2: trc("month", "Feb")
        case 3: trc("month", "Mar")
        case 4: trc("month", "Apr")
        case 5: trc("month", "May")
        case 6: trc("month", "Jun")
        case 7: trc("month", "Jul")
        case 8: trc("month", "Aug")
        case 9: trc("month", "Sep")
        case 10: trc("month", "Oct")
        case 11: trc("month", "Nov")
        case 12: trc("month", "Dec")
        default: english
        }
    }
    /// The name of a month (1 = January) in the user's language, for reading.
    static func shownMonthName(_ month: Int) -> String {
        switch month {
        case 1: trc("month name", "January")
        case 2: trc("month name", "February")
        case 3: trc("month name", "March")
        case 4: trc("month name", "April")
        case 5: trc("month name", "May")
        case 6: trc("month name", "June")
        case 7: trc("month name", "July")
        case 8: trc("month name", "August")
        case 9: trc("month name", "September")
        case 10: trc("month name", "October")
        case 11: trc("month name", "November")
        case 12: trc("month name", "December")
        default: String(month)
        }
    }

    /// The English word that a typed word of the user's language stands for ("morgen" ->
    /// "tomorrow", "fr." -> "fri", "24." -> "24"), or the word itself: the reader knows
    /// English words, and English is always read.
    static func english(_ word: String) -> String {
        if let english = typedWords[word] { return english }
        guard word.count > 1, word.hasSuffix(".") else { return word }
        let stem = String(word.dropLast())
        if let english = typedWords[stem] { return english }
        return stem.allSatisfy({ $0.isASCII && $0.isNumber }) ? stem : word
    }

    /// The words of the user's language that the reader takes for English ones, lower case,
    /// without a closing full stop: the weekday and month names shown, and the words the
    /// catalogue lists for today, tomorrow, every, at… (msgctxt "typed word": alternatives
    /// separated by "|"). Empty in English.
    static let typedWords: [String: String] = {
        var words: [String: String] = [:]
        func add(_ translated: String, _ english: String) {
            for alternative in translated.lowercased().split(separator: "|") {
                var word = alternative.trimmingCharacters(in: .whitespaces)
                if word.hasSuffix(".") { word.removeLast() }
                guard !word.isEmpty, word != english, words[word] == nil else { continue }
                words[word] = english
            }
        }
        for weekday in 1...7 {
            add(shownWeekdayName(weekday), weekdayNames[weekday - 1].lowercased())
            add(shownWeekdayAbbreviation(weekday), weekdayAbbreviations[weekday - 1].lowercased())
        }
        for month in 1...12 {
            add(shownMonthName(month), monthNames[month - 1].lowercased())
            add(shownMonthAbbreviation(month), monthAbbreviations[month - 1].lowercased())
        }
        let typed = [
            (trc("typed word", "today"), today), (trc("typed word", "tomorrow"), tomorrow),
            (trc("typed word", "next"), next), (trc("typed word", "every"), every), (trc("typed word", "at"), at),
            (trc("typed word", "until"), until), (trc("typed word", "on"), on), (trc("typed word", "and"), and),
            (trc("typed word", "last"), last),
            (trc("typed word", "noon"), noon), (trc("typed word", "midnight"), midnight),
            (trc("typed word", "day"), "day"), (trc("typed word", "days"), "days"),
            (trc("typed word", "week"), "week"), (trc("typed word", "weeks"), "weeks"),
            (trc("typed word", "month"), "month"), (trc("typed word", "months"), "months"),
            (trc("typed word", "year"), "year"), (trc("typed word", "years"), "years"),
            (trc("typed word", "minutes"), "minutes"), (trc("typed word", "hours"), "hours"),
            (trc("typed word", "times"), "times"), (trc("typed word", "weekday"), "weekday"),
        ]
        for (translated, english) in typed { add(translated, english) }
        return words
    }()

    /// A further short name read for September.
    static let septemberAlternative = "sept"

    /// The day the phrase is read.
    static let today = "today"
    /// The day after.
    static let tomorrow = "tomorrow"
    /// The day before: refused, a due date in the past helps no one.
    static let yesterday = "yesterday"
    /// "next friday": the first such weekday after today.
    static let next = "next"
    /// "in 20 min".
    static let inWord = "in"
    /// "every day".
    static let every = "every"
    /// "every other week".
    static let other = "other"
    /// Monday to Friday, singular and plural.
    static let weekday = ["weekday", "weekdays"]
    /// 12:00.
    static let noon = "noon"
    /// 00:00.
    static let midnight = "midnight"
    /// Before noon.
    static let am = "am"
    /// After noon.
    static let pm = "pm"
    /// "tomorrow at 9".
    static let at = "at"
    /// "every 2 weeks on tue".
    static let on = "on"
    /// "on the 1st".
    static let the = "the"
    /// "every last friday", "the last day".
    static let last = "last"
    /// "every month on the last day".
    static let dayWord = "day"
    /// "tue and thu".
    static let and = "and"
    /// "until dec 31".
    static let until = "until"
    /// "for 5 times".
    static let forWord = "for"
    /// "5 times".
    static let times = ["times", "time"]
    /// "every day, once": a single occurrence.
    static let once = "once"

    /// Minutes, as read in durations.
    static let minuteUnits = ["m", "min", "mins", "minute", "minutes"]
    /// Hours.
    static let hourUnits = ["h", "hr", "hrs", "hour", "hours"]
    /// Days.
    static let dayUnits = ["d", "day", "days"]
    /// Weeks.
    static let weekUnits = ["w", "week", "weeks"]
    /// Months, as read in repeat phrases.
    static let monthUnits = ["month", "months"]
    /// Years, as read in repeat phrases.
    static let yearUnits = ["year", "years"]
    /// One-word repeats: every day, week, month, year.
    static let daily = "daily"
    /// Every week.
    static let weekly = "weekly"
    /// Every month.
    static let monthly = "monthly"
    /// Every year.
    static let yearly = "yearly"

    /// "first" to "fifth": the n-th weekday of a month.
    static let ordinalWords = ["first", "second", "third", "fourth", "fifth"]

    /// The suffixes of English ordinals (1st, 2nd, 3rd, 4th), for reading.
    static let ordinalSuffixes = ["st", "nd", "rd", "th"]

    // MARK: Written texts

    /// The name of a weekday (1 = Sunday) as shown, in the user's language.
    static func shownWeekdayName(_ weekday: Int) -> String {
        switch weekday {
        case 1: trc("weekday", "Sunday")
        case 2: trc("weekday", "Monday")
        case 3: trc("weekday", "Tuesday")
        case 4: trc("weekday", "Wednesday")
        case 5: trc("weekday", "Thursday")
        case 6: trc("weekday", "Friday")
        case 7: trc("weekday", "Saturday")
        default: String(weekday)
        }
    }

    /// A day of the month as an ordinal, as shown in the user's language: "1st", "22nd".
    static func shownOrdinal(_ number: Int) -> String {
        switch (number % 10, number % 100) {
        case (_, 11...13): trc("day of the month", "%dth", String(number))
        case (1, _): trc("day of the month", "%dst", String(number))
        case (2, _): trc("day of the month", "%dnd", String(number))
        case (3, _): trc("day of the month", "%drd", String(number))
        default: trc("day of the month", "%dth", String(number))
        }
    }

    // MARK: Messages

    /// The opening of a refusal: what could not be read as what.
    static func opening(_ text: String, _ subject: PhraseError.Subject) -> String {
        switch subject {
        case .date: tr("cannot read \"%s\" as a date", text)
        case .repeatRule: tr("cannot read \"%s\" as a repeat rule", text)
        case .duration: tr("cannot read \"%s\" as a duration", text)
        }
    }

    /// The one-line message of a refusal.
    static func message(_ error: PhraseError) -> String {
        let reason: String
        switch error.reason {
        case .empty: reason = tr("the text is empty")
        case .unknownWord(let word): reason = tr("Checklists does not know the word \"%s\"", word)
        case .incomplete: reason = tr("the text ends too soon")
        case .noSuchDay(let day): reason = tr("\"%s\" is not a day of the calendar", day)
        case .noSuchTime(let time):
            reason = tr("\"%s\" is not a time of day (00:00 to 23:59, or 12am to 11:59pm)", time)
        case .notPositive(let number): reason = tr("\"%s\" must be a whole number of 1 or more", "\(number)")
        case .tooLarge(let number, let maximum): reason = tr("\"%s\" can be at most %d", "\(number)", "\(maximum)")
        case .inThePast(let word): reason = tr("\"%s\" is in the past", word)
        case .outOfRange: reason = tr("dates must lie between the years 1970 and 9999")
        case .tooLong: reason = tr("a duration can be at most a year (366 days)")
        case .weekdayMismatch(let weekday): reason = tr("the date is not a %s", weekday)
        case .repeated(let word): reason = tr("\"%s\" says again what was already said", word)
        case .neverHappens: reason = tr("no day matches the rule")
        }
        return opening(error.text, error.subject) + ": " + reason
    }
}
