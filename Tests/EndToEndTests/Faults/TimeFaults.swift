import Foundation
import Testing

/// What the time-fault tests share: the zone they run in, calendar matches for wall-clock
/// times, and reading the listings by identifier.
enum TimeFaults {
    /// The app the command line schedules for, whose listings `checklists` prints.
    static let app = "org.checklists.Checklists"
    /// The session's zone for the clock tests: UTC, so no daylight-saving change falls
    /// inside the jumps.
    static let utc = TimeZone(identifier: "UTC")!

    /// `--match` for the wall-clock time (hour, minute, second) of `date` in `zone`.
    static func match(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return "hour=\(parts.hour!),minute=\(parts.minute!),second=\(parts.second!)"
    }

    /// The first instant after `date` showing the same wall-clock time as `wall` does in
    /// `wallZone`, in `zone`: where a floating daily trigger at that time fires next.
    static func next(wallTimeOf wall: Date, in wallZone: TimeZone, after date: Date, in zone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = wallZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: wall)
        calendar.timeZone = zone
        return calendar.nextDate(
            after: date, matching: parts, matchingPolicy: .nextTimePreservingSmallerComponents,
            repeatedTimePolicy: .first, direction: .forward)
    }

    /// `date` to the whole second below, as the listings print it.
    static func second(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    /// `checklists notify` with `arguments` (after the title and identifier), required to succeed.
    static func notify(_ session: TestSession, _ identifier: String, _ arguments: [String]) async throws {
        let result = await session.run(["notify", "--title", identifier, "--id", identifier] + arguments)
        try #require(result.status == 0, "notify \(identifier): \(result)")
    }

    /// The pending entries by identifier.
    static func pending(_ session: TestSession) async throws -> [String: PendingEntry] {
        Dictionary(try await session.pending().map { ($0.id, $0) }) { first, _ in first }
    }

    /// The next fire date of a pending entry.
    static func nextDate(_ entry: PendingEntry?) -> Date? {
        entry.flatMap { ListingEntries.date($0.nextTriggerDate) }
    }
}
