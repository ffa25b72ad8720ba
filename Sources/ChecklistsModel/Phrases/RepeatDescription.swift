import Foundation
import LocalNotifications
import Translations

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

    /// The text of a rule, counted from the due date or from completion, in the user's language.
    public static func text(rule: RecurrenceRule, fromCompletion: Bool, zone: TimeZone) -> String {
        var text = days(of: rule) ?? trc("repeat", "%s (custom)", every(rule))
        if fromCompletion { text = trc("repeat", "%s after completion", text) }
        switch rule.end {
        case .never: break
        case .count(let count):
            text = trc("repeat", "%1$s, %2$s", text, trn("once", "%d times", count))
        case .until(let date):
            text = trc("repeat", "%1$s, until %2$s", text, DueDescription.day(of: date, zone: zone))
        }
        return text
    }

    /// "every day", "every 3 days", "every week"…
    private static func every(_ rule: RecurrenceRule) -> String {
        switch rule.frequency {
        case .daily: trn("every day", "every %d days", rule.interval)
        case .weekly: trn("every week", "every %d weeks", rule.interval)
        case .monthly: trn("every month", "every %d months", rule.interval)
        case .yearly: trn("every year", "every %d years", rule.interval)
        }
    }

    /// The whole text for the rules the phrases make; nil for any other.
    private static func days(of rule: RecurrenceRule) -> String? {
        guard rule.setPositions.isEmpty, rule.interval >= 1 else { return nil }
        let every = every(rule)
        switch rule.frequency {
        case .daily:
            guard rule.weekdays.isEmpty, rule.monthDays.isEmpty, rule.months.isEmpty else { return nil }
            return every
        case .weekly:
            guard rule.monthDays.isEmpty, rule.months.isEmpty, rule.weekdays.allSatisfy({ $0.ordinal == nil }),
                rule.weekdays.allSatisfy({ (1...7).contains($0.weekday) })
            else { return nil }
            if rule.weekdays.isEmpty { return every }
            let numbers = Set(rule.weekdays.map(\.weekday))
            if numbers == Set(2...6), rule.interval == 1 { return tr("every weekday") }
            let names = list(mondayFirst(numbers).map(PhraseWords.shownWeekdayName))
            // TRANSLATORS: weekday names, such as "Tuesday and Thursday".
            return rule.interval == 1 ? trc("repeat", "every %s", names) : trc("repeat", "%1$s on %2$s", every, names)
        case .monthly:
            guard rule.months.isEmpty else { return nil }
            if rule.weekdays.isEmpty, rule.monthDays.isEmpty { return every }
            guard let day = monthlyDay(rule) else { return nil }
            // TRANSLATORS: "every month" and a day of it: "1st", "last day", "second Tuesday".
            return trc("repeat", "%1$s on the %2$s", every, day)
        case .yearly:
            if rule.weekdays.isEmpty, rule.monthDays.isEmpty, rule.months.isEmpty { return every }
            guard rule.weekdays.isEmpty, rule.months.count == 1, rule.monthDays.count == 1,
                let month = rule.months.first, (1...12).contains(month), let day = rule.monthDays.first,
                (1...31).contains(day)
            else { return nil }
            // TRANSLATORS: a day of the month and a month's short name ("24", "Dec").
            let date = trc("repeat", "%1$d %2$s", String(day), PhraseWords.shownMonthAbbreviation(month))
            return trc("repeat", "%1$s on %2$s", every, date)
        }
    }

    /// "1st", "last day", "last Friday", "second Tuesday" for a monthly rule with one day.
    private static func monthlyDay(_ rule: RecurrenceRule) -> String? {
        if rule.weekdays.isEmpty, rule.monthDays.count == 1, let day = rule.monthDays.first {
            if day == -1 { return tr("last day") }
            return (1...31).contains(day) ? PhraseWords.shownOrdinal(day) : nil
        }
        guard rule.monthDays.isEmpty, rule.weekdays.count == 1, let entry = rule.weekdays.first,
            (1...7).contains(entry.weekday), let ordinal = entry.ordinal
        else { return nil }
        let name = PhraseWords.shownWeekdayName(entry.weekday)
        return switch ordinal {
        case -1: tr("last %s", name)
        case 1: tr("first %s", name)
        case 2: tr("second %s", name)
        case 3: tr("third %s", name)
        case 4: tr("fourth %s", name)
        case 5: tr("fifth %s", name)
        default: nil
        }
    }

    /// Weekday numbers ordered Monday to Sunday.
    private static func mondayFirst(_ numbers: Set<Int>) -> [Int] {
        numbers.sorted { ($0 + 5) % 7 < ($1 + 5) % 7 }
    }

    /// "A", "A and B", "A, B and C".
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return trc("list", "%1$s and %2$s", items.dropLast().joined(separator: ", "), last)
    }
}
