import Foundation

/// Due dates as the window shows them and as people type them.
///
/// Shown in the user's locale; typed either in the locale's short form or in ISO form
/// (`2026-12-24 18:30`). The formatters are made once: a window of 5 000 items formats
/// 5 000 dates.
public final class DueDateText {
    /// The locale for showing and reading dates.
    public let locale: Locale
    /// The zone dates are shown and read in.
    public let timeZone: TimeZone
    private let displayFormatter: DateFormatter
    private let dayFormatter: DateFormatter
    private let entryFormatter: DateFormatter
    private let readers: [DateFormatter]

    /// Creates a formatter for a locale and zone.
    public init(locale: Locale = .current, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
        displayFormatter = Self.formatter(locale: locale, timeZone: timeZone, dateStyle: .medium, timeStyle: .short)
        dayFormatter = Self.formatter(locale: locale, timeZone: timeZone, dateStyle: .medium, timeStyle: .none)
        entryFormatter = Self.formatter(locale: locale, timeZone: timeZone, dateStyle: .short, timeStyle: .short)
        let iso = ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss"].map { pattern in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            formatter.isLenient = false
            return formatter
        }
        let local = Self.formatter(locale: locale, timeZone: timeZone, dateStyle: .short, timeStyle: .short)
        local.isLenient = false
        readers = iso + [local]
    }

    /// The date under an item: the locale's medium date and short time.
    public func display(_ date: Date) -> String {
        displayFormatter.string(from: date)
    }

    /// The day under an item due on a day without a time: the locale's medium date.
    public func displayDay(_ date: Date) -> String {
        dayFormatter.string(from: date)
    }

    /// The date in the dialog's entry: the locale's short form.
    public func entry(_ date: Date) -> String {
        entryFormatter.string(from: date)
    }

    /// Reads what the user typed: ISO form (`2026-12-24 18:30`, also with `T`) or the
    /// locale's short form; nil when it is neither. Seconds are dropped.
    public func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        for formatter in readers {
            if let date = formatter.date(from: trimmed) { return minute(date) }
        }
        return nil
    }

    private func minute(_ date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateInterval(of: .minute, for: date)?.start ?? date
    }

    private static func formatter(
        locale: Locale, timeZone: TimeZone, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style
    )
        -> DateFormatter
    {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }
}
