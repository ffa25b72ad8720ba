import ChecklistsModel
import Foundation
import LocalNotifications

/// Reads the item dialog's due field: any form the window writes a date in, the locale's
/// numeric form or ISO form first (see `DueDateText.read`) when it lies between the years 1970
/// and 9999, then a date phrase ("tomorrow 9am", "every tuesday 14:00"), which says why it
/// refuses a date. What it understood is said back in the window's one form.
public enum DueField {
    /// What `text` says at `now`, in `dates`' zone.
    public static func read(_ text: String, dates: DueDateText, now: Date) -> FieldReading<DuePhrase> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .empty }
        let phrase: DuePhrase
        if let written = dates.read(trimmed), TimeBounds.contains(written.date) {
            phrase = written
        } else {
            do {
                phrase = try PhraseReader(now: now, zone: dates.timeZone).due(trimmed)
            } catch {
                // The phrases know no numeric dates: a day or time they call an unknown word
                // may be one that does not exist, in a form the window writes.
                var refusal = error
                if case .unknownWord = error.reason, let reason = dates.refusal(trimmed) { refusal.reason = reason }
                return .refused(WindowWords.sentence(shortened(refusal.description, quoting: trimmed)))
            }
        }
        var said = dates.text(phrase.date, isAllDay: phrase.isAllDay)
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
