import ChecklistsModel
import Foundation
import LocalNotifications
import Translations

/// Reads the date, repeat and reminder options of `add` and `edit` with the model's phrase
/// reader: WHEN is any date phrase, RULE a repeat phrase or a raw `RRULE:` line, DURATION
/// a length such as `15m`, `2h` or `1d`. Each error names the option and quotes the text.
struct ItemPhrases {
    /// The moment the command runs.
    let now: Date
    /// The user's zone.
    let timeZone: TimeZone

    private var reader: PhraseReader { PhraseReader(now: now, zone: timeZone) }

    /// The due date of `--due` and the repeat of `--due` or `--repeat` (given once). A repeat
    /// without a due date takes its first occurrence, when its phrase names one; a repeat
    /// whose due time a daylight-saving gap skips keeps the time typed for its series; whether an
    /// item may repeat without one is the model's rule, not checked here.
    func dueAndRepeat(
        due: String?, repeat rule: String?
    ) throws(CommandLineError)
        -> (ItemEdit.Due?, ItemRepeat?)
    {
        var date: ItemEdit.Due?
        var recurrence: RecurrenceRule?
        if let due {
            let phrase = try read("--due", due)
            date = ItemEdit.Due(phrase.date, isAllDay: phrase.isAllDay, skippedTimeOfDay: phrase.skippedTimeOfDay)
            recurrence = phrase.rule
        }
        if let rule {
            if recurrence != nil { throw .usage(tr("--due already says how the item repeats; leave out --repeat")) }
            let (parsed, first) = try repeatRule(rule)
            recurrence = parsed
            if date == nil { date = first }
        }
        return (date, recurrence.map { ItemRepeat(rule: $0, timeOfDay: date?.skippedTimeOfDay) })
    }

    /// The interval of `--nag DURATION`, in seconds (a duration counts whole minutes, so at
    /// least one); nil without it.
    func nagInterval(_ options: ChecklistOptions) throws(CommandLineError) -> Int? {
        guard let text = options.nag else { return nil }
        do {
            return try reader.duration(text)
        } catch {
            throw .badInput(tr("--nag: %s", "\(error)"))
        }
    }

    /// The reminders of `--remind`, `--remind-before` and `--remind-at` (at the due time
    /// first, then in the order given); empty for `--no-remind`; nil when none is given.
    func reminders(_ options: ChecklistOptions) throws(CommandLineError) -> [ItemAlarm]? {
        if options.noRemind {
            if options.remind || !options.reminders.isEmpty {
                throw .usage(tr("--no-remind cannot be used with --remind, --remind-before or --remind-at"))
            }
            return []
        }
        guard options.remind || !options.reminders.isEmpty else { return nil }
        var alarms: [ItemAlarm] = options.remind ? [.atDue] : []
        for option in options.reminders {
            switch option {
            case .before(let text):
                do {
                    alarms.append(.beforeDue(seconds: try reader.duration(text)))
                } catch {
                    throw .badInput(tr("--remind-before: %s", "\(error)"))
                }
            case .at(let text):
                let phrase = try read("--remind-at", text)
                guard phrase.rule == nil else {
                    throw .badInput(tr("--remind-at: \"%s\" repeats; a reminder is at one date and time", "\(text)"))
                }
                alarms.append(.at(phrase.isAllDay ? allDayTime(phrase.date) : phrase.date))
            }
        }
        return alarms
    }

    /// The rule of `--repeat`: a raw `RRULE:` line, or a repeat phrase with its first
    /// occurrence.
    private func repeatRule(_ text: String) throws(CommandLineError) -> (RecurrenceRule, ItemEdit.Due?) {
        if text.trimmingCharacters(in: .whitespaces).uppercased().hasPrefix("RRULE:") {
            do {
                return (try RecurrenceRule(rrule: text, zone: timeZone), nil)
            } catch {
                throw .badInput(tr("--repeat: \"%s\" is not a rule Checklists can use: %s", "\(text)", "\(error)"))
            }
        }
        let phrase = try read("--repeat", text)
        guard let rule = phrase.rule else {
            throw .badInput(tr("--repeat: \"%s\" is a date, not a repeat rule such as \"every monday\"", "\(text)"))
        }
        return (rule, ItemEdit.Due(phrase.date, isAllDay: phrase.isAllDay, skippedTimeOfDay: phrase.skippedTimeOfDay))
    }

    private func read(_ option: String, _ text: String) throws(CommandLineError) -> DuePhrase {
        do {
            return try reader.due(text)
        } catch {
            throw .badInput("\(option): \(error)")
        }
    }

    /// A day without a time as the moment its reminders count from.
    private func allDayTime(_ day: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(bySettingHour: ItemReminder.allDayHour, minute: 0, second: 0, of: day) ?? day
    }
}
