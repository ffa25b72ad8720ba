import Foundation
import Testing

/// Parses an ISO 8601 date with an offset, such as "2024-03-31T03:30:00+02:00".
///
/// Records an issue and throws when the text is not such a date.
func isoDate(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return try #require(formatter.date(from: text), "not an ISO 8601 date: \(text)", sourceLocation: sourceLocation)
}

/// Formats `date` as ISO 8601 in `zone`, with the zone's offset at that instant
/// ("2024-10-28T02:30:00+01:00"), so an assertion checks wall time and offset at once.
func isoString(_ date: Date, in zone: TimeZone) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = zone
    return formatter.string(from: date)
}

/// Formats an optional date as `isoString(_:in:)` does; nil stays nil.
func isoString(_ date: Date?, in zone: TimeZone) -> String? {
    date.map { isoString($0, in: zone) }
}

/// The time zone named `identifier`; records an issue and throws when the system lacks it.
func timeZone(_ identifier: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> TimeZone {
    try #require(TimeZone(identifier: identifier), "unknown time zone \(identifier)", sourceLocation: sourceLocation)
}
