import Foundation
import LocalNotifications

/// Says back how an item repeats: "every day", "every weekday", "every Tuesday",
/// "every 2 weeks on Tuesday and Thursday", "every month on the 1st", "every month on the
/// last Friday", "every year on 24 Dec", "every 3 days after completion", with ", 5 times" or
/// ", until 31 Dec 2026" at the end. A rule the phrases cannot make reads "every month
/// (custom)". Its words come from `PhraseWords`.
public enum RepeatDescription {
    /// The text of an item's repeat; an end date is given as its day in `zone`.
    public static func text(_ repeat: ItemRepeat, zone: TimeZone) -> String {
        text(rule: `repeat`.rule, fromCompletion: `repeat`.fromCompletion, zone: zone)
    }

    /// The text of a rule, counted from the due date or from completion.
    public static func text(rule: RecurrenceRule, fromCompletion: Bool, zone: TimeZone) -> String {
        var text = PhraseWords.every + " " + (days(of: rule) ?? unit(of: rule) + " " + PhraseWords.custom)
        if fromCompletion { text += " " + PhraseWords.afterCompletion }
        switch rule.end {
        case .never: break
        case .count(let count): text += PhraseWords.countEnding(count)
        case .until(let date): text += PhraseWords.untilEnding(DueDescription.day(of: date, zone: zone))
        }
        return text
    }

    /// "day", "3 days", "week"…
    private static func unit(of rule: RecurrenceRule) -> String {
        let names =
            switch rule.frequency {
            case .daily: PhraseWords.unitDay
            case .weekly: PhraseWords.unitWeek
            case .monthly: PhraseWords.unitMonth
            case .yearly: PhraseWords.unitYear
            }
        return rule.interval == 1 ? names.0 : "\(rule.interval) \(names.1)"
    }

    /// What follows "every" for the rules the phrases make; nil for any other.
    private static func days(of rule: RecurrenceRule) -> String? {
        guard rule.setPositions.isEmpty, rule.interval >= 1 else { return nil }
        let unit = unit(of: rule)
        switch rule.frequency {
        case .daily:
            guard rule.weekdays.isEmpty, rule.monthDays.isEmpty, rule.months.isEmpty else { return nil }
            return unit
        case .weekly:
            guard rule.monthDays.isEmpty, rule.months.isEmpty, rule.weekdays.allSatisfy({ $0.ordinal == nil }),
                rule.weekdays.allSatisfy({ (1...7).contains($0.weekday) })
            else { return nil }
            if rule.weekdays.isEmpty { return unit }
            let numbers = Set(rule.weekdays.map(\.weekday))
            if numbers == Set(2...6) {
                return rule.interval == 1 ? PhraseWords.weekday[0] : unit + " " + PhraseWords.on + " " + workWeek()
            }
            let names = list(mondayFirst(numbers).map { PhraseWords.weekdayNames[$0 - 1] })
            return rule.interval == 1 ? names : unit + " " + PhraseWords.on + " " + names
        case .monthly:
            guard rule.months.isEmpty else { return nil }
            if rule.weekdays.isEmpty, rule.monthDays.isEmpty { return unit }
            guard let day = monthlyDay(rule) else { return nil }
            return unit + " " + PhraseWords.on + " " + PhraseWords.the + " " + day
        case .yearly:
            if rule.weekdays.isEmpty, rule.monthDays.isEmpty, rule.months.isEmpty { return unit }
            guard rule.weekdays.isEmpty, rule.months.count == 1, rule.monthDays.count == 1,
                let month = rule.months.first, (1...12).contains(month), let day = rule.monthDays.first,
                (1...31).contains(day)
            else { return nil }
            return unit + " " + PhraseWords.on + " \(day) " + PhraseWords.monthAbbreviations[month - 1]
        }
    }

    /// "1st", "last day", "last Friday", "second Tuesday" for a monthly rule with one day.
    private static func monthlyDay(_ rule: RecurrenceRule) -> String? {
        if rule.weekdays.isEmpty, rule.monthDays.count == 1, let day = rule.monthDays.first {
            if day == -1 { return PhraseWords.last + " " + PhraseWords.dayWord }
            return (1...31).contains(day) ? PhraseWords.ordinal(day) : nil
        }
        guard rule.monthDays.isEmpty, rule.weekdays.count == 1, let entry = rule.weekdays.first,
            (1...7).contains(entry.weekday), let ordinal = entry.ordinal
        else { return nil }
        let name = PhraseWords.weekdayNames[entry.weekday - 1]
        if ordinal == -1 { return PhraseWords.last + " " + name }
        guard (1...5).contains(ordinal) else { return nil }
        return PhraseWords.ordinalWords[ordinal - 1] + " " + name
    }

    /// "Monday, Tuesday, Wednesday, Thursday and Friday".
    private static func workWeek() -> String {
        list((2...6).map { PhraseWords.weekdayNames[$0 - 1] })
    }

    /// Weekday numbers ordered Monday to Sunday.
    private static func mondayFirst(_ numbers: Set<Int>) -> [Int] {
        numbers.sorted { ($0 + 5) % 7 < ($1 + 5) % 7 }
    }

    /// "A", "A and B", "A, B and C".
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: PhraseWords.listSeparator) + PhraseWords.listLastSeparator + last
    }
}
