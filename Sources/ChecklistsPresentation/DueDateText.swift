import ChecklistsModel
import Foundation

/// Moments as the window writes them, and reads them back.
///
/// One form everywhere in the window (rows, the line under Due, the "Moved to" bar, Settings'
/// Status, the Due field): the locale's own order with a short weekday and month and the
/// locale's 12- or 24-hour clock ("Tue, 8 Dec 2026 at 14:00", "Tue, Dec 8, 2026 at 2:00 PM",
/// "Di. 8. Dez. 2026, 14:00"), or the day alone for a day without a time. Whatever the window
/// writes it reads, and more: either clock, with or without commas, the locale's numeric form
/// ("08/12/2026, 15:00") and ISO form (`2026-12-24 18:30`). The formatters are made once: a
/// window of 5 000 items formats 5 000 dates.
public final class DueDateText {
    /// The locale for showing and reading dates.
    public let locale: Locale
    /// The zone dates are shown and read in.
    public let timeZone: TimeZone
    private let momentFormatter: DateFormatter
    private let dayFormatter: DateFormatter
    private let timeFormatter: DateFormatter
    private lazy var readers: [Reader] = Self.readers(locale: locale, timeZone: timeZone)
    private lazy var lenientReaders: [Reader] = readers.map { reader in
        let formatter = Self.formatter(pattern: reader.formatter.dateFormat, locale: locale, timeZone: timeZone)
        formatter.isLenient = true
        return Reader(formatter: formatter, isAllDay: reader.isAllDay)
    }

    /// Creates a formatter for a locale and zone.
    public init(locale: Locale = UserLocale.current(), timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
        momentFormatter = Self.formatter(template: "EEEdMMMyjmm", locale: locale, timeZone: timeZone)
        dayFormatter = Self.formatter(template: "EEEdMMMy", locale: locale, timeZone: timeZone)
        timeFormatter = Self.formatter(template: "jmm", locale: locale, timeZone: timeZone)
    }

    /// The same locale in another zone.
    public func inZone(_ zone: TimeZone) -> DueDateText {
        zone == timeZone ? self : DueDateText(locale: locale, timeZone: zone)
    }

    /// A moment: its day, with the weekday, and its time.
    public func display(_ date: Date) -> String {
        momentFormatter.string(from: date)
    }

    /// The day of a date without a time.
    public func displayDay(_ date: Date) -> String {
        dayFormatter.string(from: date)
    }

    /// The time of day alone, on the locale's clock: "14:05", "2:05 PM".
    public func time(_ date: Date) -> String {
        timeFormatter.string(from: date)
    }

    /// A due date: the day alone when it has no time, else the moment.
    public func text(_ date: Date, isAllDay: Bool) -> String {
        isAllDay ? displayDay(date) : display(date)
    }

    /// Reads a date in any form `text(_:isAllDay:)` writes, with either clock, with or without
    /// commas, or in the locale's numeric or ISO form; nil when it is none of these or names a
    /// day that does not exist. Seconds are dropped.
    public func read(_ text: String) -> DuePhrase? {
        let typed = Self.normalized(text)
        guard !typed.isEmpty else { return nil }
        for reader in readers {
            if let date = reader.formatter.date(from: typed), namesItsYear(date, typed) {
                return DuePhrase(date: minute(date), isAllDay: reader.isAllDay)
            }
        }
        return nil
    }

    /// Whether `typed` has the year of `date` in full, four digits. ICU's parser is generous with
    /// separators and short years: it reads "0001-01-01 10:00" as 1 January 2001 in the form
    /// "d/M/y, HH:mm", and "8/12/26" as the year 26; the window writes years in full.
    private func namesItsYear(_ date: Date, _ typed: String) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let year = String(calendar.component(.year, from: date))
        return year.count == 4 && typed.split(whereSeparator: { !$0.isNumber }).contains { $0 == year }
    }

    /// Why `text`, written in one of `read`'s forms, names no moment: a time the clock does
    /// not have ("08/12/2026, 24:61") or a day the calendar does not have ("30/02/2027,
    /// 10:00"), as a lenient reading, which rolls such values over, shows. Nil when `text` is
    /// readable or in none of those forms.
    public func refusal(_ text: String) -> PhraseError.Reason? {
        let typed = Self.normalized(text)
        guard !typed.isEmpty, read(text) == nil,
            lenientReaders.contains(where: { $0.formatter.date(from: typed) != nil })
        else { return nil }
        let words = typed.split(separator: " ").map(String.init)
        guard let clockIndex = words.firstIndex(where: { $0.contains(":") }) else { return .noSuchDay(typed) }
        let clock = words[clockIndex]
        let numbers = clock.split(separator: ":").map { Int($0) ?? 0 }
        let latestHour = clockIndex + 1 < words.count ? 12 : 23
        if numbers.count != 2 || numbers[0] > latestHour || numbers[1] > 59 { return .noSuchTime(clock) }
        var day = Array(words[..<clockIndex])
        // The locale's word between the day and the time ("at") is not part of the day.
        if day.count > 1, let last = day.last, !last.contains(where: \.isNumber) { day.removeLast() }
        return .noSuchDay(day.joined(separator: " "))
    }

    /// The moment `read` finds in `text`, whether or not it has a time.
    public func parse(_ text: String) -> Date? {
        read(text)?.date
    }

    private func minute(_ date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateInterval(of: .minute, for: date)?.start ?? date
    }

    /// One way of reading a typed date.
    private struct Reader {
        let formatter: DateFormatter
        let isAllDay: Bool
    }

    /// The days the readers know, as templates: with the weekday, without it, and numeric.
    private static let dayTemplates = ["EEEdMMMy", "dMMMy", "yMd"]
    /// The clocks: the locale's own, 24 hours, 12 hours with AM and PM.
    private static let clockTemplates = ["jmm", "HHmm", "hmma"]

    /// The readers of `locale`: ISO forms, then every day form with every clock, both as the
    /// locale joins them ("… at 14:00") and side by side, then the days alone.
    private static func readers(locale: Locale, timeZone: TimeZone) -> [Reader] {
        var patterns: [(String, Bool)] = []
        for day in dayTemplates {
            let dayPattern = pattern(day, locale: locale)
            for clock in clockTemplates {
                patterns.append((pattern(day + clock, locale: locale), false))
                patterns.append((dayPattern + " " + pattern(clock, locale: locale), false))
            }
        }
        patterns += dayTemplates.map { (pattern($0, locale: locale), true) }
        let posix = Locale(identifier: "en_US_POSIX")
        var readers = ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss"].map {
            Reader(formatter: formatter(pattern: $0, locale: posix, timeZone: timeZone), isAllDay: false)
        }
        var seen = Set<String>()
        readers += patterns.compactMap { pattern, isAllDay -> Reader? in
            let normalized = normalized(pattern)
            guard seen.insert(normalized + "\(isAllDay)").inserted else { return nil }
            return Reader(
                formatter: formatter(pattern: normalized, locale: locale, timeZone: timeZone), isAllDay: isAllDay)
        }
        return readers
    }

    /// The locale's pattern for `template`, with plain spaces.
    private static func pattern(_ template: String, locale: Locale) -> String {
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        return pattern.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// Text or a pattern as the readers compare them: no commas, single plain spaces.
    private static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: ",", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "\u{202F}" || $0 == "\u{00A0}" || $0 == "\t" })
            .joined(separator: " ")
    }

    private static func formatter(template: String, locale: Locale, timeZone: TimeZone) -> DateFormatter {
        formatter(pattern: pattern(template, locale: locale), locale: locale, timeZone: timeZone)
    }

    private static func formatter(pattern: String, locale: Locale, timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        formatter.isLenient = false
        return formatter
    }
}
