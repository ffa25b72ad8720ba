import ChecklistsModel
import Foundation
import LocalNotifications

/// Reads the item dialog's due field: the locale's short form or ISO form first (as the
/// field has always taken) when it lies between the years 1970 and 9999, then a date
/// phrase ("tomorrow 9am", "every tuesday 14:00"), which says why it refuses a date.
public enum DueField {
    /// What `text` says at `now`, in `dates`' zone.
    public static func read(_ text: String, dates: DueDateText, now: Date) -> FieldReading<DuePhrase> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .empty }
        let phrase: DuePhrase
        if let date = dates.parse(trimmed), TimeBounds.contains(date) {
            phrase = DuePhrase(date: date, isAllDay: false)
        } else {
            do {
                phrase = try PhraseReader(now: now, zone: dates.timeZone).due(trimmed)
            } catch {
                return .refused(shortened(error.description, quoting: trimmed))
            }
        }
        var said = DueDescription.text(phrase.date, isAllDay: phrase.isAllDay, zone: dates.timeZone)
        if let rule = phrase.rule {
            said += ", " + RepeatDescription.text(rule: rule, fromCompletion: false, zone: dates.timeZone)
        }
        return .understood(phrase, said: said)
    }

    /// The most characters of a refused text the message quotes back: a pasted page would
    /// otherwise stretch the dialog past the screen.
    static let longestQuote = 40

    /// `message` with the text, and any word of it, cut to `longestQuote` characters.
    static func shortened(_ message: String, quoting text: String) -> String {
        let long = ([text] + text.split(separator: " ").map(String.init)).filter { $0.count > longestQuote }
        return long.reduce(message) { $0.replacingOccurrences(of: $1, with: "\($1.prefix(longestQuote))…") }
    }
}
