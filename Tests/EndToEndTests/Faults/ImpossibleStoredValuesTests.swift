import Foundation
import Testing

extension FaultTests {
    /// Impossible values written straight into remindd's database (by hand, an older
    /// version or a damaged file) never make remindd crash-loop: it starts, names each
    /// record it sets aside (checking every stored request just after it started), keeps
    /// them in `set_aside`, and fires everything else on time.
    @Suite("Impossible stored values")
    struct ImpossibleStoredValuesTests {
        /// The records made impossible, each with the SQL that does it and what the log says.
        static let victims: [(identifier: String, sql: String, says: String)] = [
            ("next-fire", "UPDATE pending SET next_fire = 1e300 WHERE identifier = 'next-fire'", "the next fire date"),
            (
                "interval",
                "UPDATE pending SET request = json_set(request, '$.trigger.timeInterval._0.interval', 1e300) "
                    + "WHERE identifier = 'interval'",
                "the time interval"
            ),
            (
                "lateness",
                "UPDATE pending SET request = json_set(request, '$.latenessLimit', 1e308) "
                    + "WHERE identifier = 'lateness'",
                "the lateness limit"
            ),
            (
                "snooze",
                "UPDATE pending SET request = json_set(request, '$.trigger.timeInterval._0.interval', -600) "
                    + "WHERE identifier = 'snooze'",
                "the time interval"
            ),
        ]

        /// A pause until 1e20, a next-fire date of 1e300, an interval of 1e300, a lateness
        /// limit of 1e308 and a snooze of -600 s: remindd starts, sets each aside with one
        /// log line, is not paused, and the two good reminders pop up on time.
        @Test func reminddStartsSetsAsideAndFiresTheRest() async throws {
            try await TestSession.with(environment: ["TZ": "UTC"]) { session in
                try await session.startNotificationServer()
                try await session.startTimedDaemon()
                for victim in Self.victims {
                    try await TimeFaults.notify(session, victim.identifier, ["--in", "10m"])
                }
                try await TimeFaults.notify(session, "good-interval", ["--in", "20s"])
                let matched = TimeFaults.second(Date() + 24)
                try await TimeFaults.notify(session, "good-match", ["--match", TimeFaults.match(matched, in: .gmt)])
                let due = try await TimeFaults.pending(session)
                let interval = try #require(TimeFaults.nextDate(due["good-interval"]))
                try await session.killDaemon()

                for sql in Self.victims.map(\.sql) + ["INSERT OR REPLACE INTO settings VALUES ('paused-until', 1e20)"] {
                    let edit = await session.runTool("sqlite3", [session.reminddDatabase, sql])
                    try #require(edit.status == 0, "\(sql): \(edit)")
                }
                let restarted = try await session.startTimedDaemon()
                try #require(Date() < interval - 2, "too slow to restart before the first good reminder")

                // remindd checks the stored requests in short steps once its timer is armed.
                let lines = Self.victims.map {
                    "set aside pending org.checklists.Checklists/\($0.identifier): \($0.says)"
                }
                _ = try await session.waitUntil(timeout: .seconds(5)) {
                    let log = session.daemonLog()
                    return lines.allSatisfy { log.contains($0) }
                }
                let log = session.daemonLog()
                for victim in Self.victims {
                    #expect(
                        log.contains(
                            "set aside pending org.checklists.Checklists/\(victim.identifier): \(victim.says)"),
                        "\(victim.identifier)\n\(session.diagnostics)")
                }
                #expect(log.contains("set aside settings paused-until: the end of the pause"), "\(session.diagnostics)")
                #expect(try await session.pausedUntil() == 0)
                #expect(Set(try await TimeFaults.pending(session).keys) == ["good-interval", "good-match"])
                let kept = await session.runTool(
                    "sqlite3", [session.reminddDatabase, "SELECT count(*) FROM set_aside"])
                #expect(kept.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "5", "\(kept)")

                let calls = try await session.waitForNotifyCalls(2, timeout: .seconds(40))
                #expect(calls.map(\.summary) == ["good-interval", "good-match"], "\(session.diagnostics)")
                if calls.count == 2 {
                    #expect(abs(calls[0].date.timeIntervalSince(interval)) < 1, "\(calls[0].date) for \(interval)")
                    #expect(abs(calls[1].date.timeIntervalSince(matched)) < 1, "\(calls[1].date) for \(matched)")
                }
                #expect(restarted.isRunning, "\(session.diagnostics)")
            }
        }
    }
}
