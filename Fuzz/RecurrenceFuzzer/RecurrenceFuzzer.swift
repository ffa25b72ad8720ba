import Foundation
import FuzzSupport
import LocalNotifications

/// Fuzzes repeat rules: reading an `RRULE` and expanding its occurrences in a zone.
///
/// The input is two bytes of zone, four of the series' start, one of how many occurrences
/// to take (1 to 64), then the rule's text. A rule that reads must write back as itself and
/// expand without trapping or hanging into occurrences that start at the start, strictly
/// increase, keep `COUNT` and `UNTIL`, and each match the rule (`OccurrenceCheck`).
@_cdecl("LLVMFuzzerTestOneInput")
public func recurrenceFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let zone = input.zone()
    let start = input.instant()
    let limit = Int(input.byte() % 64) + 1
    guard let rule = try? RecurrenceRule(rrule: input.restText(), zone: zone) else { return 0 }
    fuzzCheck(
        (try? RecurrenceRule(rrule: rule.rrule, zone: zone)) == rule, "\(rule.rrule) does not read back as itself")
    let dates = rule.occurrences(from: start, in: zone, limit: limit)
    let check = OccurrenceCheck(rule: rule, start: start, zone: zone)
    fuzzCheck(dates.first == start, "\(rule.rrule) does not start at its start")
    fuzzCheck(dates.count <= limit, "\(rule.rrule) gives more than \(limit) occurrences")
    for (earlier, later) in zip(dates, dates.dropFirst()) {
        fuzzCheck(earlier < later, "\(rule.rrule) in \(zone.identifier): \(later) does not come after \(earlier)")
    }
    switch rule.end {
    case .never: break
    case .count(let count): fuzzCheck(dates.count <= count, "\(rule.rrule) gives more than COUNT")
    case .until(let until):
        fuzzCheck(dates.dropFirst().allSatisfy { $0 <= until }, "\(rule.rrule) gives an occurrence after UNTIL")
    }
    for date in dates.dropFirst() {
        fuzzCheck(
            check.matches(date),
            "\(rule.rrule) from \(start) in \(zone.identifier): \(date) does not match the rule")
    }
    return 0
}
