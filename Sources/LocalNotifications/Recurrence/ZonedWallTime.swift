import Foundation

/// Wall-clock times of a time zone as instants, by the daylight-saving rules remindd's
/// calendar triggers keep (DESIGN.md, `CalendarMatcher`): a wall time that a gap skips
/// is shifted forward by the gap (02:30 on Berlin's spring-forward day is 03:30; on Lord
/// Howe Island, whose gap is 30 minutes, 02:15 is 02:45), and a wall time that a fold
/// repeats is its first pass.
///
/// A wall time is counted in "local seconds": seconds since 1970-01-01 00:00 on the zone's
/// clock, as if the zone were UTC.
struct ZonedWallTime: Sendable {
    /// The zone.
    let zone: TimeZone

    /// The local seconds `instant` shows in the zone.
    func localSeconds(of instant: Date) -> Double {
        instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
    }

    /// The day `instant` falls on in the zone, and its time of day in seconds since midnight.
    func day(of instant: Date) -> (day: CivilDay, timeOfDay: Double) {
        let local = localSeconds(of: instant)
        let days = (local / Self.day).rounded(.down)
        return (CivilDay(number: Int(days)), local - days * Self.day)
    }

    /// The instant the zone's clock shows `timeOfDay` on `day`, with the gap and fold rules.
    func instant(on day: CivilDay, at timeOfDay: Double) -> Date {
        let local = Double(day.number) * Self.day + timeOfDay
        // The offsets a day before and a day after bracket any one transition.
        let early = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local - Self.day)))
        let late = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local + Self.day)))
        let withEarly = Date(timeIntervalSince1970: local - early)
        let withLate = Date(timeIntervalSince1970: local - late)
        let earlyHolds = Double(zone.secondsFromGMT(for: withEarly)) == early
        let lateHolds = Double(zone.secondsFromGMT(for: withLate)) == late
        switch (earlyHolds, lateHolds) {
        // A fold shows the time twice: the first pass.
        case (true, true): return min(withEarly, withLate)
        case (true, false): return withEarly
        case (false, true): return withLate
        // A gap: read with the offset before it, the time shows shifted forward by the gap.
        case (false, false): return withEarly
        }
    }

    private static let day: Double = 86_400
}
