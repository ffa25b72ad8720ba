import Foundation
import LocalNotifications

/// The choices of the item dialog's Repeat list: never, the common rules, or a custom rule
/// typed as a phrase or an RRULE line.
public enum RepeatChoice: String, CaseIterable, Sendable {
    /// The item does not repeat.
    case never
    /// Every day.
    case daily
    /// Monday to Friday.
    case weekdays
    /// Every week, on the due date's weekday.
    case weekly
    /// Every month, on the due date's day.
    case monthly
    /// Every year, on the due date's day.
    case yearly
    /// A rule the user types.
    case custom

    /// What the list shows.
    public var label: String {
        switch self {
        case .never: WindowWords.repeatNever
        case .daily: WindowWords.repeatDaily
        case .weekdays: WindowWords.repeatWeekdays
        case .weekly: WindowWords.repeatWeekly
        case .monthly: WindowWords.repeatMonthly
        case .yearly: WindowWords.repeatYearly
        case .custom: WindowWords.repeatCustom
        }
    }

    /// The rule of a common choice; nil for never and custom.
    public var rule: RecurrenceRule? {
        switch self {
        case .never, .custom: nil
        case .daily: RecurrenceRule(frequency: .daily)
        case .weekdays: RecurrenceRule(frequency: .weekly, weekdays: (2...6).map { RecurrenceRule.Weekday($0) })
        case .weekly: RecurrenceRule(frequency: .weekly)
        case .monthly: RecurrenceRule(frequency: .monthly)
        case .yearly: RecurrenceRule(frequency: .yearly)
        }
    }

    /// The choice that shows `rule` of an item due at `due`: a common choice when the rule is
    /// one (as written, or as the model stores it, anchored at the due date), else custom.
    public init(rule: RecurrenceRule?, due: Date?, zone: TimeZone) {
        guard let rule else {
            self = .never
            return
        }
        let common = Self.allCases.first { choice in
            guard let own = choice.rule else { return false }
            return own == rule || due.map { own.anchored(at: $0, in: zone) == rule } ?? false
        }
        self = common ?? .custom
    }
}
