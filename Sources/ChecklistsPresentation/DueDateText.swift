import Foundation

/// Due dates as the window shows them and as people type them.
///
/// Shown in the user's locale; typed either in the locale's short form or in ISO form
/// (`2026-12-24 18:30`).
public struct DueDateText {
    /// The locale for showing and reading dates.
    public var locale: Locale
    /// The zone dates are shown and read in.
    public var timeZone: TimeZone

    /// Creates a formatter for a locale and zone.
    public init(locale: Locale = .current, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The date under an item: the locale's medium date and short time.
    public func display(_ date: Date) -> String {
        formatter(dateStyle: .medium, timeStyle: .short).string(from: date)
    }

    /// The date in the dialog's entry: the locale's short form.
    public func entry(_ date: Date) -> String {
        formatter(dateStyle: .short, timeStyle: .short).string(from: date)
    }

    /// Reads what the user typed: ISO form (`2026-12-24 18:30`, also with `T`) or the
    /// locale's short form; nil when it is neither. Seconds are dropped.
    public func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        for formatter in readers() {
            if let date = formatter.date(from: trimmed) { return minute(date) }
        }
        return nil
    }

    private func readers() -> [DateFormatter] {
        let iso = ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss"].map { pattern in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            formatter.isLenient = false
            return formatter
        }
        let local = formatter(dateStyle: .short, timeStyle: .short)
        local.isLenient = false
        return iso + [local]
    }

    private func formatter(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }

    private func minute(_ date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateInterval(of: .minute, for: date)?.start ?? date
    }
}
