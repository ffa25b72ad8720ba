import ChecklistsModel
import Foundation
import LocalNotifications

/// Reads the item dialog's custom repeat field: a raw `RRULE:` line, or a repeat phrase
/// ("every 2 weeks on tue, thu", "every" may be left out) with its first occurrence.
public enum RepeatField {
    /// A custom rule, and the first due date its phrase names (none for an RRULE line).
    public struct Reading: Equatable {
        /// The rule.
        public var rule: RecurrenceRule
        /// The first occurrence the phrase names, to use when the due field is empty.
        public var firstDue: DuePhrase?
    }

    /// What `text` says at `now` in `zone`.
    public static func read(_ text: String, now: Date, zone: TimeZone) -> FieldReading<Reading> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .empty }
        let reading: Reading
        if trimmed.uppercased().hasPrefix("RRULE:") {
            do {
                reading = Reading(rule: try RecurrenceRule(rrule: trimmed, zone: zone), firstDue: nil)
            } catch {
                return .refused(WindowWords.badRule(trimmed, error.description))
            }
        } else {
            let reader = PhraseReader(now: now, zone: zone)
            if let phrase = try? reader.due(trimmed) {
                guard let rule = phrase.rule else { return .refused(WindowWords.notARule(trimmed)) }
                reading = Reading(rule: rule, firstDue: phrase)
            } else {
                do {
                    let (rule, first) = try reader.repeatRule(trimmed)
                    reading = Reading(rule: rule, firstDue: first.map { DuePhrase(date: $0, isAllDay: false) })
                } catch {
                    return .refused(WindowWords.sentence(error.description))
                }
            }
        }
        return .understood(reading, said: RepeatDescription.text(rule: reading.rule, fromCompletion: false, zone: zone))
    }
}
