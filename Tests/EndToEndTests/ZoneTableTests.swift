import Foundation
import Testing

/// Rows of the core's daylight-saving table, through remindd: it runs in the row's zone
/// with its clock moved before the transition, lists the first instant as the request's
/// next date, and after a restart past it (the occurrence missed) lists the second.
@Suite("Zone table through remindd", .serialized)
struct ZoneTableTests {
    /// One row: the zone, the `--match` pairs, where remindd's clock starts, and two instants.
    struct Row: Sendable, CustomTestStringConvertible {
        let zone: String
        let match: String
        let clock: String
        let first: String
        let second: String

        var testDescription: String { "\(zone) \(match)" }
    }

    static let rows: [Row] = [
        Row(
            zone: "America/Santiago", match: "hour=0,minute=0", clock: "2024-09-07T12:00:00-04:00",
            first: "2024-09-08T01:00:00-03:00", second: "2024-09-09T00:00:00-03:00"),
        Row(
            zone: "Pacific/Chatham", match: "hour=3,minute=0", clock: "2025-04-05T12:00:00+13:45",
            first: "2025-04-06T03:00:00+13:45", second: "2025-04-07T03:00:00+12:45"),
        Row(
            zone: "Europe/Berlin", match: "month=3,weekday=sun,weekday-ordinal=last,hour=2,minute=30",
            clock: "2026-03-01T12:00:00+01:00", first: "2026-03-29T03:30:00+02:00",
            second: "2027-03-28T03:30:00+02:00"),
        Row(
            zone: "Australia/Sydney", match: "weekday=sun,hour=2,minute=30", clock: "2024-10-05T12:00:00+10:00",
            first: "2024-10-06T03:30:00+11:00", second: "2024-10-13T02:30:00+11:00"),
    ]

    /// remindd lists the row's first instant, then, restarted a minute after it, fires the
    /// missed occurrence once and lists the second.
    @Test(arguments: rows)
    func instantsThroughRemindd(_ row: Row) async throws {
        try await TestSession.with(environment: ["TZ": row.zone]) { session in
            let formatter = ISO8601DateFormatter()
            let clock = try #require(formatter.date(from: row.clock))
            let first = try #require(formatter.date(from: row.first))
            let second = try #require(formatter.date(from: row.second))
            try session.setClockOffset(clock.timeIntervalSinceNow)
            try await session.startTimedDaemon()
            try await TimeFaults.notify(session, "row", ["--match", row.match, "--repeats"])
            #expect(
                TimeFaults.nextDate(try await TimeFaults.pending(session)["row"]) == first, "\(session.diagnostics)")

            try await session.killDaemon()
            try session.setClockOffset(first.addingTimeInterval(60).timeIntervalSinceNow)
            try await session.startTimedDaemon()
            #expect(
                TimeFaults.nextDate(try await TimeFaults.pending(session)["row"]) == second, "\(session.diagnostics)")
            let delivered = try await session.delivered()
            #expect(delivered.count == 1 && delivered.first?.late == true, "\(delivered)")
            #expect(delivered.first?.occurrenceDate.flatMap(ListingEntries.date) == first, "\(delivered)")
        }
    }
}
