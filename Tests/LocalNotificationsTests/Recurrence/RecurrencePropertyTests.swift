import Foundation
import LocalNotifications
import Testing

/// Generated rules in zones with and without daylight saving: each returns, its series
/// only increases, and every occurrence after the start is on a day the rule's parts allow,
/// at the start's time of day (or shifted by a gap).
@Suite("Recurrence: generated rules")
struct RecurrencePropertyTests {
    /// A seeded generator, so a failure can be run again.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static let zones = [
        "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "UTC", "Asia/Kolkata", "America/St_Johns",
        "Pacific/Chatham",
    ]

    /// A valid rule with random parts.
    static func rule(using random: inout SplitMix) -> RecurrenceRule {
        let frequency = RecurrenceRule.Frequency.allCases.randomElement(using: &random) ?? .daily
        var rule = RecurrenceRule(frequency: frequency, interval: Int.random(in: 1...4, using: &random))
        let ordinals = frequency == .monthly ? 5 : frequency == .yearly ? 53 : 0
        if Bool.random(using: &random) {
            rule.weekdays = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                let ordinal = ordinals > 0 && Bool.random(using: &random)
                return RecurrenceRule.Weekday(
                    Int.random(in: 1...7, using: &random),
                    ordinal: ordinal
                        ? [-1, 1, 2, -2, Int.random(in: 1...ordinals, using: &random)].randomElement(using: &random)
                        : nil)
            }
        }
        if frequency != .weekly, Int.random(in: 0..<3, using: &random) == 0 {
            rule.monthDays = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                [1, 15, 28, 29, 30, 31, -1, -2, -31].randomElement(using: &random) ?? 1
            }
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            rule.months = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 1...12, using: &random)
            }
        }
        if let limit = rule.weekdayOrdinalLimit {
            // Only ordinals the rule's scope can hold: a yearly rule beside BYMONTH or
            // BYMONTHDAY counts in the month.
            rule.weekdays = rule.weekdays.map { day in
                RecurrenceRule.Weekday(day.weekday, ordinal: day.ordinal.map { $0.signum() * min(abs($0), limit) })
            }
        }
        if !rule.weekdays.isEmpty || !rule.monthDays.isEmpty || !rule.months.isEmpty, Bool.random(using: &random) {
            // Only positions a period can hold: one past them is refused (it never matches).
            let positions = [[1], [-1], [2, -1], [3]].randomElement(using: &random) ?? [1]
            let fitting = positions.filter { abs($0) <= rule.frequency.longestPeriodInDays }
            rule.setPositions = fitting.isEmpty ? [1] : fitting
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: rule.end = .count(Int.random(in: 1...15, using: &random))
        case 1:
            rule.end = .until(
                Date(timeIntervalSince1970: Double(Int.random(in: 1_800_000_000...2_200_000_000, using: &random))))
        default: break
        }
        return rule
    }

    @Test("three hundred generated rules")
    func generated() throws {
        var random = SplitMix(state: 14)
        for _ in 0..<300 {
            let rule = Self.rule(using: &random)
            let zone = try timeZone(Self.zones.randomElement(using: &random) ?? "UTC")
            // Whole minutes from 2020 to 2035, often at night, where the changes are.
            let minute = Int.random(in: 26_000_000...34_000_000, using: &random)
            let start = Date(timeIntervalSince1970: Double(minute * 60))
            #expect(throws: Never.self, "\(rule.rrule)") { try rule.validated() }
            let dates = rule.occurrences(from: start, in: zone, limit: 25)
            let context = "\(rule.rrule) from \(isoString(start, in: zone)) in \(zone.identifier)"
            #expect(dates.first == start, "\(context)")
            #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 }, "\(context)")
            if case .count(let count) = rule.end { #expect(dates.count <= count, "\(context)") }
            if case .until(let until) = rule.end { #expect(dates.dropFirst().allSatisfy { $0 <= until }, "\(context)") }
            for date in dates.dropFirst() {
                let shown: String = isoString(date, in: zone)
                #expect(
                    Self.matches(date, rule.anchored(at: start, in: zone), start: start, zone: zone),
                    "\(context): \(shown)")
            }
        }
    }

    /// Whether `date` is at `start`'s time of day (or a gap's shift of it) on a day the
    /// rule's parts allow, reading a day 1 as the roll of a day the month before lacked.
    static func matches(_ date: Date, _ rule: RecurrenceRule, start: Date, zone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
        let wanted = calendar.dateComponents([.hour, .minute], from: start)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let weekday = parts.weekday else {
            return false
        }
        let shifted = zone.secondsFromGMT(for: date) != zone.secondsFromGMT(for: date.addingTimeInterval(-86_400))
        guard (parts.hour == wanted.hour && parts.minute == wanted.minute) || shifted else { return false }
        let length = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        let previousMonth = month == 1 ? 12 : month - 1
        let previousLength =
            calendar.range(
                of: .day, in: .month,
                for: calendar.date(
                    from: DateComponents(year: month == 1 ? year - 1 : year, month: previousMonth, day: 1))
                    ?? date)?.count ?? 31
        let rolled = day == 1 && rule.monthDays.contains { $0 > previousLength }
        if !rule.months.isEmpty, !rule.months.contains(month), !(rolled && rule.months.contains(previousMonth)) {
            return false
        }
        if !rule.monthDays.isEmpty,
            !rule.monthDays.contains(where: { $0 > 0 ? $0 == day : length + $0 + 1 == day }), !rolled
        {
            return false
        }
        guard !rule.weekdays.isEmpty else { return true }
        return rule.weekdays.contains { entry in
            guard entry.weekday == weekday else { return false }
            guard let ordinal = entry.ordinal else { return true }
            let inYear = rule.frequency == .yearly && rule.months.isEmpty && rule.monthDays.isEmpty
            let dayIndex = inYear ? (calendar.ordinality(of: .day, in: .year, for: date) ?? 0) : day
            let scope = inYear ? (calendar.range(of: .day, in: .year, for: date)?.count ?? 365) : length
            return ordinal > 0 ? (dayIndex - 1) / 7 + 1 == ordinal : (scope - dayIndex) / 7 + 1 == -ordinal
        }
    }
}
