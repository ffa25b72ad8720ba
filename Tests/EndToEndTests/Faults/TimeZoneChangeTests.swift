import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// The time zone changes, the way timedatectl changes it: a new
    /// link to the zone renamed over the old one, heard through the file monitor.
    @Suite("Time zone change")
    struct TimeZoneChangeTests {
        /// The zone remindd starts in.
        static let newYork = TimeZone(identifier: "America/New_York")!
        /// The zone it moves to, 13 or 14 hours ahead.
        static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

        /// Points the link at `path` to the zone `identifier`, atomically: a new link under a
        /// temporary name renamed over the old one.
        static func link(_ path: String, to identifier: String) throws {
            let temporary = path + ".new"
            try? FileManager.default.removeItem(atPath: temporary)
            try FileManager.default.createSymbolicLink(
                atPath: temporary, withDestinationPath: "/usr/share/zoneinfo/" + identifier)
            guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        /// remindd runs in a mount namespace of its own where /etc is a copy of the
        /// machine's, without `TZ`, and the test replaces that copy's localtime link.
        @Test func floatingRemindersMoveToTheNewLocalTime() async throws {
            try await TestSession.with(environment: ["TZ": "America/New_York"]) { session in
                let localtime = try await Self.startInNewYork(session)
                try await session.startDaemonWithOwnEtc()
                let target = try await Self.moveFromNewYorkToTokyo(session) {
                    try Self.link(localtime, to: "Asia/Tokyo")
                }
                // remindd's log, too, now says Tokyo's time.
                let fired =
                    "remindd: fired \(TimeFaults.app)/floating due "
                    + WallTime.text(target, in: Self.tokyo, seconds: true).replacingOccurrences(of: " ", with: "T")
                #expect(session.daemonEvents().contains { $0.hasPrefix(fired) }, "\(fired)\n\(session.diagnostics)")
            }
        }

        /// The zone changes while remindd is not running: started again, it moves its floating
        /// reminders to the new local time before it arms its timer.
        @Test func zoneChangedWhileRemindDWasStopped() async throws {
            try await TestSession.with(environment: ["TZ": "America/New_York"]) { session in
                let localtime = try await Self.startInNewYork(session)
                try await session.startDaemonWithOwnEtc()
                try await session.startNotificationServer()
                let target = TimeFaults.second(Date() + 30)
                let start = Date()
                try await TimeFaults.notify(
                    session, "floating", ["--match", TimeFaults.match(target, in: Self.tokyo), "--repeats"])
                let before = try await TimeFaults.pending(session)
                let inNewYork = TimeFaults.next(wallTimeOf: target, in: Self.tokyo, after: start, in: Self.newYork)
                #expect(TimeFaults.nextDate(before["floating"]) == inNewYork, "remindd follows New York: \(before)")
                try await session.killDaemon()

                try Self.link(localtime, to: "Asia/Tokyo")
                try await session.startDaemonWithOwnEtc()
                try #require(Date() < target - 3, "too slow to restart remindd before the reminder is due")
                let after = try await TimeFaults.pending(session)
                #expect(TimeFaults.nextDate(after["floating"]) == target, "\(after)\n\(session.diagnostics)")
                let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(70))
                try #require(calls.count == 1, "\(session.diagnostics)")
                #expect(calls[0].summary == "floating" && calls[0].date >= target - 0.5, "\(calls[0])")
                #expect(try await session.delivered().first?.late == false)
            }
        }

        /// Gives remindd's copy of /etc New York's zone; returns its localtime link.
        static func startInNewYork(_ session: TestSession) async throws -> String {
            try await session.copyEtc()
            let localtime = session.etcCopy + "/localtime"
            try link(localtime, to: "America/New_York")
            return localtime
        }

        /// With remindd in New York: a floating daily reminder at a wall-clock time due in
        /// 30 s in Tokyo, a floating one-shot at a time 2 hours ahead in New York (long past
        /// in Tokyo) and a daily one in New York's zone. `moveToTokyo` changes the zone; the
        /// floating ones move (the daily one to the same wall time in Tokyo, where it fires
        /// on time; the one-shot, past there, fires at once), the zoned one does not.
        /// Returns when the daily one was due in Tokyo.
        @discardableResult
        static func moveFromNewYorkToTokyo(
            _ session: TestSession, _ moveToTokyo: () throws -> Void
        ) async throws -> Date {
            try await session.startNotificationServer()
            let target = TimeFaults.second(Date() + 30)
            let start = Date()
            try await TimeFaults.notify(
                session, "floating", ["--match", TimeFaults.match(target, in: tokyo), "--repeats"])
            try await TimeFaults.notify(
                session, "one-shot", ["--at", WallTime.text(start + 7200, in: newYork, seconds: true)])
            let zoned = await session.addRequest(
                app: TimeFaults.app,
                "{'identifier': <'zoned'>, 'title': <'zoned'>, 'trigger': <'calendar'>, 'repeats': <true>, "
                    + "'time-zone': <'America/New_York'>, 'calendar': <@a{si} {'hour': 9, 'minute': 0, 'second': 0}>}")
            try #require(zoned.status == 0, "\(zoned)")
            let before = try await TimeFaults.pending(session)
            let inNewYork = TimeFaults.next(wallTimeOf: target, in: tokyo, after: start, in: newYork)
            #expect(TimeFaults.nextDate(before["floating"]) == inNewYork, "remindd follows New York: \(before)")
            #expect(inNewYork.map { abs($0.timeIntervalSince(target)) > 3600 } == true)
            #expect(TimeFaults.nextDate(before["one-shot"]).map { abs($0.timeIntervalSince(start + 7200)) < 2 } == true)
            let nineInNewYork = TimeFaults.nextDate(before["zoned"])

            try #require(Date() < target - 10, "too slow to change the zone before the reminder is due")
            let changed = Date()
            try moveToTokyo()
            let moved = try await session.waitUntil(timeout: .seconds(10)) {
                try await TimeFaults.nextDate(TimeFaults.pending(session)["floating"]) == target
            }
            let listed = await session.run(["pending", "--json"])
            #expect(moved, "\(listed.stdout)\n\(session.diagnostics)")
            #expect(session.daemonEvents().contains("remindd: status the time zone changed; rescanning"))
            let after = try await TimeFaults.pending(session)
            #expect(Set(after.keys) == ["floating", "zoned"], "the one-shot, past in Tokyo, fired: \(after)")
            #expect(TimeFaults.nextDate(after["zoned"]) == nineInNewYork, "\(after)")
            // What a user in the new zone reads.
            let listing = await session.runTool(
                session.executables.checklists.path, ["pending"], settings: ["TZ": "Asia/Tokyo"])
            let shown = WallTime.text(target, in: tokyo, seconds: true)
            #expect(listing.status == 0 && listing.stdout.contains(shown), "expected \(shown): \(listing)")

            let calls = try await session.waitForNotifyCalls(2, timeout: .seconds(70))
            try await session.pause(.seconds(2))
            let all = try session.notifyCalls()
            try #require(all.count == 2, "\(session.diagnostics)")
            #expect(all[0].summary == "one-shot" && all[0].date.timeIntervalSince(changed) < 10, "\(all[0])")
            #expect(calls[1].summary == "floating" && !calls[1].body.contains("Due "), "\(calls[1])")
            #expect(calls[1].date >= target - 0.5, "not before its time: \(calls[1].date) < \(target)")
            let delivered = Dictionary(try await session.delivered().map { ($0.id, $0) }) { first, _ in first }
            #expect(Set(delivered.keys) == ["one-shot", "floating"], "\(delivered)")
            #expect(delivered["floating"]?.late == false, "\(delivered)")
            #expect(delivered["floating"]?.occurrenceDate.flatMap(ListingEntries.date) == target, "\(delivered)")
            return target
        }
    }
}
