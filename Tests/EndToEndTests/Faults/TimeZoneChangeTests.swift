import Foundation
import Testing

extension FaultTests {
    /// Issue 7, promise 4: the time zone changes. remindd reads the zone from a symbolic
    /// link of the session (`REMINDD_TEST_LOCALTIME`), watched like /etc/localtime, and the
    /// test replaces the link the way timedatectl replaces /etc/localtime.
    @Suite("Time zone change")
    struct TimeZoneChangeTests {
        static let newYork = TimeZone(identifier: "America/New_York")!
        static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

        /// Points the link at `path` to the zone `identifier`, atomically: a new link under a
        /// temporary name renamed over the old one.
        static func link(_ path: String, to identifier: String) throws {
            let temporary = path + ".new"
            try? FileManager.default.removeItem(atPath: temporary)
            try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: "/usr/share/zoneinfo/" + identifier)
            guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        /// A floating daily reminder moves to the same wall-clock time in the new zone, and
        /// fires then, on time; one with its own zone does not move.
        @Test func floatingReminderMovesToTheNewLocalTime() async throws {
            try await TestSession.with(environment: ["TZ": "America/New_York"]) { session in
                try await session.startNotificationServer()
                let localtime = session.files.path("localtime")
                try Self.link(localtime, to: "America/New_York")
                try await session.startTimedDaemon(settings: ["REMINDD_TEST_LOCALTIME": localtime])
                // The instant it fires at once in Tokyo; the same wall time in New York is
                // 13 or 14 hours away.
                let target = TimeFaults.second(Date() + 45)
                let start = Date()
                try await TimeFaults.notify(session, "floating", ["--match", TimeFaults.match(target, in: Self.tokyo), "--repeats"])
                let zoned = await session.addRequest(
                    app: TimeFaults.app,
                    "{'identifier': <'zoned'>, 'title': <'zoned'>, 'trigger': <'calendar'>, 'repeats': <true>, "
                        + "'time-zone': <'America/New_York'>, 'calendar': <@a{si} {'hour': 9, 'minute': 0, 'second': 0}>}")
                try #require(zoned.status == 0, "\(zoned)")
                let before = try await TimeFaults.pending(session)
                let inNewYork = TimeFaults.next(wallTimeOf: target, in: Self.tokyo, after: start, in: Self.newYork)
                #expect(TimeFaults.nextDate(before["floating"]) == inNewYork, "\(before)")
                #expect(inNewYork.map { abs($0.timeIntervalSince(target)) > 3600 } == true)
                let nineInNewYork = TimeFaults.nextDate(before["zoned"])

                try #require(Date() < target - 10, "too slow to change the zone before the reminder is due")
                try Self.link(localtime, to: "Asia/Tokyo")
                let moved = try await session.waitUntil(timeout: .seconds(10)) {
                    try await TimeFaults.nextDate(TimeFaults.pending(session)["floating"]) == target
                }
                let listed = await session.run(["pending", "--json"])
                #expect(moved, "\(listed.stdout)\n\(session.diagnostics)")
                #expect(session.daemonEvents().contains("remindd: status the time zone changed; rescanning"))
                #expect(TimeFaults.nextDate(try await TimeFaults.pending(session)["zoned"]) == nineInNewYork)
                // What a user in the new zone reads.
                let listing = await session.runTool(session.executables.checklists.path, ["pending"], settings: ["TZ": "Asia/Tokyo"])
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = Self.tokyo
                formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
                let shown = formatter.string(from: target)
                #expect(listing.status == 0 && listing.stdout.contains(shown), "expected \(shown): \(listing)")

                let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(70))
                try #require(calls.count == 1, "\(session.diagnostics)")
                #expect(calls[0].summary == "floating" && !calls[0].body.contains("Due "), "\(calls[0])")
                #expect(calls[0].date >= target - 0.5, "not before its time: \(calls[0].date) < \(target)")
                let delivered = try await session.delivered()
                #expect(delivered.count == 1 && delivered.first?.late == false, "\(delivered)")
                #expect(delivered.first?.occurrenceDate.flatMap(ListingEntries.date) == target, "\(delivered)")
            }
        }
    }
}
