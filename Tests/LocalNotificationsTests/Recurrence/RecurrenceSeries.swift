import Foundation
import LocalNotifications
import Testing

/// The occurrences of the rule `rrule` for a series starting at `start` (ISO 8601 with
/// offset) in the zone named `zone`, as ISO 8601 strings in that zone.
func series(
    _ rrule: String, from start: String, in zone: String, limit: Int = 10,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String] {
    let timeZone = try timeZone(zone, sourceLocation: sourceLocation)
    let rule = try RecurrenceRule(rrule: rrule, zone: timeZone)
    let first = try isoDate(start, sourceLocation: sourceLocation)
    return rule.occurrences(from: first, in: timeZone, limit: limit).map { isoString($0, in: timeZone) }
}
