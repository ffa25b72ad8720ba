import Foundation

/// The wall-clock time of day a series keeps (RFC 5545: the time of its start, every
/// time). An occurrence a daylight-saving gap moved on (01:30 on London's spring-forward
/// day shows 02:30) does not show it, so whoever stores the series keeps the time beside
/// such an occurrence, and only beside such an occurrence.
extension RecurrenceRule {
    /// The time of day, in seconds after midnight in `zone`, of a series whose current
    /// occurrence is at `due`: `kept` when a gap moved `due` on from it (`kept` on `due`'s
    /// day, or the day before, is `due`), else `due`'s own time of day. A `kept` that does
    /// not give `due` (the due date was changed since) counts for nothing.
    public static func timeOfDay(ofSeriesAt due: Date, kept: Int?, in zone: TimeZone) -> Int {
        let wall = ZonedWallTime(zone: zone)
        let (day, own) = wall.day(of: due)
        if let kept, (0..<86_400).contains(kept),
            [day, day.adding(days: -1)].contains(where: { wall.instant(on: $0, at: Double(kept)) == due })
        {
            return kept
        }
        return Int(own.rounded(.down))
    }

    /// What to keep beside an occurrence at `due` of a series at `timeOfDay`: nil when
    /// `due` shows that time, else `timeOfDay`.
    public static func keptTimeOfDay(_ timeOfDay: Int, at due: Date, in zone: TimeZone) -> Int? {
        Int(ZonedWallTime(zone: zone).day(of: due).timeOfDay.rounded(.down)) == timeOfDay ? nil : timeOfDay
    }
}
