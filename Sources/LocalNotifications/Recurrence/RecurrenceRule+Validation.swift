import Foundation

/// The limits a rule must keep, whether read from an `RRULE` or built in code.
extension RecurrenceRule {
    /// The largest `INTERVAL`.
    public static let maximumInterval = 1_000
    /// The largest `COUNT`.
    public static let maximumCount = 10_000
    /// The latest `UNTIL`: 9999-12-31 23:59:59 UTC, the last instant its UTC text can hold.
    public static let latestUntil = Date(timeIntervalSince1970: 253_402_300_799)

    /// This rule, when it keeps the limits: `INTERVAL` 1 to 1000, `COUNT` 1 to 10 000,
    /// `UNTIL` from 1970 (`TimeBounds.earliest`) to `latestUntil`,
    /// weekdays 1 to 7, weekday ordinals nonzero and within `weekdayOrdinalLimit` (and only
    /// in monthly and yearly rules), month days nonzero within ±31 (and not in a
    /// weekly rule, as RFC 5545 says), months 1 to 12, set positions nonzero within ±366,
    /// only beside another `BY` part and within the days of one period (a position past
    /// them never matches, and the search for it would run through 400 years).
    public func validated() throws(RecurrenceRuleError) -> RecurrenceRule {
        guard (1...Self.maximumInterval).contains(interval) else {
            throw RecurrenceRuleError("INTERVAL", "INTERVAL must be 1 to \(Self.maximumInterval), not \(interval)")
        }
        if case .count(let count) = end, !(1...Self.maximumCount).contains(count) {
            throw RecurrenceRuleError("COUNT", "COUNT must be 1 to \(Self.maximumCount), not \(count)")
        }
        if case .until(let until) = end, !(TimeBounds.earliest...Self.latestUntil).contains(until) {
            throw RecurrenceRuleError(
                "UNTIL", "UNTIL must lie between the years 1970 and 9999, not \(TimeBounds.describe(until))")
        }
        try checkWeekdays()
        if let day = monthDays.first(where: { $0 == 0 || !(-31...31).contains($0) }) {
            throw RecurrenceRuleError("BYMONTHDAY", "BYMONTHDAY must be 1 to 31 or -1 to -31, not \(day)")
        }
        if frequency == .weekly && !monthDays.isEmpty {
            throw RecurrenceRuleError("BYMONTHDAY", "BYMONTHDAY cannot be given in a WEEKLY rule")
        }
        if let month = months.first(where: { !(1...12).contains($0) }) {
            throw RecurrenceRuleError("BYMONTH", "BYMONTH must be 1 to 12, not \(month)")
        }
        if let position = setPositions.first(where: { $0 == 0 || !(-366...366).contains($0) }) {
            throw RecurrenceRuleError("BYSETPOS", "BYSETPOS must be 1 to 366 or -1 to -366, not \(position)")
        }
        if !setPositions.isEmpty && weekdays.isEmpty && monthDays.isEmpty && months.isEmpty {
            throw RecurrenceRuleError("BYSETPOS", "BYSETPOS needs BYDAY, BYMONTHDAY or BYMONTH beside it")
        }
        let days = frequency.longestPeriodInDays
        if let position = setPositions.first(where: { abs($0) > days }) {
            throw RecurrenceRuleError(
                "BYSETPOS",
                "BYSETPOS=\(position) can never match: a \(frequency.rawValue.lowercased()) rule's period has at most \(days) day\(days == 1 ? "" : "s")"
            )
        }
        return self
    }

    /// How far a `BYDAY` ordinal may count: 5 where it counts in a month (a monthly rule, or
    /// a yearly one beside `BYMONTH` or `BYMONTHDAY`: a month has at most five of a weekday),
    /// 53 where it counts in the whole year, nil where ordinals have no place (daily and
    /// weekly rules).
    public var weekdayOrdinalLimit: Int? {
        switch frequency {
        case .monthly: 5
        case .yearly: months.isEmpty && monthDays.isEmpty ? 53 : 5
        case .daily, .weekly: nil
        }
    }

    /// Checks `BYDAY`: weekdays 1 to 7, ordinals only in monthly and yearly rules, in range.
    private func checkWeekdays() throws(RecurrenceRuleError) {
        for day in weekdays {
            guard (1...7).contains(day.weekday) else {
                throw RecurrenceRuleError(
                    "BYDAY", "BYDAY weekday must be 1 (Sunday) to 7 (Saturday), not \(day.weekday)")
            }
            guard let ordinal = day.ordinal else { continue }
            guard let bound = weekdayOrdinalLimit else {
                throw RecurrenceRuleError(
                    "BYDAY",
                    "BYDAY ordinals (\(ordinal)) are only for MONTHLY and YEARLY rules, not \(frequency.rawValue)")
            }
            guard ordinal != 0, (-bound...bound).contains(ordinal) else {
                let scope =
                    frequency == .yearly && bound == 5 ? " with BYMONTH or BYMONTHDAY (it counts in the month)" : ""
                throw RecurrenceRuleError(
                    "BYDAY",
                    "BYDAY ordinal must be 1 to \(bound) or -1 to -\(bound) in a \(frequency.rawValue) rule\(scope), not \(ordinal)"
                )
            }
        }
    }
}
