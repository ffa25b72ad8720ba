import Foundation
import Testing

extension FaultTests {
    /// Many reminders missed at once. remindd is stopped, its clock is
    /// moved two days on (the offset file), and it is started again.
    @Suite("Long downtime")
    struct LongDowntimeTests {
        /// The one-shots, due 1 to 20 hours after they are scheduled.
        static let oneShots = (1...20).map { "missed-\($0)" }
        /// The period of the repeating interval reminder (the shortest remindd takes).
        static let interval: TimeInterval = 60

        /// One summary popup for the app, every occurrence listed as delivered and late,
        /// and the repeating ones pending again on their grid, then firing on time.
        @Test func manyMissedGiveOneSummaryAndRepeatingOnesResume() async throws {
            try await TestSession.with(environment: ["TZ": "UTC"]) { session in
                try await session.startNotificationServer()
                try await session.startTimedDaemon()
                for (hours, identifier) in zip(1..., Self.oneShots) {
                    try await TimeFaults.notify(session, identifier, ["--in", "\(hours)h"])
                }
                let daily = TimeFaults.second(Date() + 75)
                try await TimeFaults.notify(
                    session, "daily", ["--match", TimeFaults.match(daily, in: TimeFaults.utc), "--repeats"])
                try await TimeFaults.notify(session, "every-minute", ["--in", "60s", "--repeats"])
                let before = try await TimeFaults.pending(session)
                try await session.killDaemon()
                try #require(before.count == 22, "\(before)")
                let firstSlot = try #require(TimeFaults.nextDate(before["every-minute"]))
                try #require(
                    try session.notifyCalls().isEmpty, "nothing fired before the downtime\n\(session.diagnostics)")

                // Two days and half a period: no slot of the interval falls just before the restart.
                let downtime: TimeInterval = 2 * 86400 + Self.interval / 2
                try session.setClockOffset(downtime)
                try await session.startTimedDaemon()
                // The daily one's next slot comes at `daily` - half a period, real time.
                try #require(Date() < daily - Self.interval / 2, "too slow to restart before the daily one's next slot")
                let calls = try await session.waitForNotifyCalls(1)
                let restarted = Date()
                try #require(!calls.isEmpty, "\(session.diagnostics)")
                let summary = calls[0]
                #expect(summary.summary == "22 missed reminders", "\(summary)")
                #expect(summary.appName == "Checklists", "\(summary)")
                #expect(summary.body.contains("missed-1 (due ") && summary.body.contains("and 14 more"), "\(summary)")
                let lines = summary.body.split(separator: "\n").map(String.init)
                #expect(lines.count == 9, "8 reminders and the rest counted: \(summary.body)")
                #expect(
                    zip(lines, Self.oneShots.prefix(8)).allSatisfy { $0.hasPrefix("\($1) (due ") },
                    "the oldest first: \(summary.body)")

                let delivered = try await session.delivered()
                let late = delivered.filter(\.late)
                #expect(late.count == 22, "\(delivered)")
                #expect(Set(late.map(\.id)) == Set(Self.oneShots + ["daily", "every-minute"]), "\(delivered)")
                #expect(delivered.allSatisfy { $0.missed != true }, "\(delivered)")
                #expect(delivered.filter { !$0.late }.allSatisfy { $0.id == "every-minute" }, "\(delivered)")

                let pending = try await TimeFaults.pending(session)
                let now = Date() + downtime
                #expect(Set(pending.keys) == ["daily", "every-minute"], "\(pending)")
                let nextSlot = try #require(TimeFaults.nextDate(pending["every-minute"]))
                #expect(
                    nextSlot > restarted + downtime - 1 && nextSlot <= now + Self.interval + 1,
                    "the next slot: \(nextSlot)")
                let steps = nextSlot.timeIntervalSince(firstSlot) / Self.interval
                #expect(abs(steps - steps.rounded()) * Self.interval <= 1, "on the grid: \(nextSlot) from \(firstSlot)")
                #expect(TimeFaults.nextDate(pending["daily"]) == daily + 2 * 86400, "\(pending)")

                // Then each fires on time: the interval within its period, the daily one at its time.
                let onTime = try await session.waitForNotifyCalls(3, timeout: .seconds(90))
                try await session.pause(.seconds(2))
                let all = try session.notifyCalls()
                #expect(all.filter { $0.summary.hasSuffix("missed reminders") }.count == 1, "\(session.diagnostics)")
                #expect(
                    Set(onTime.dropFirst().map(\.summary)).isSuperset(of: ["daily", "every-minute"]),
                    "\(session.diagnostics)")
                #expect(
                    all.dropFirst().allSatisfy {
                        ["daily", "every-minute"].contains($0.summary) && !$0.body.contains("Due ")
                    },
                    "after the summary, only the repeating ones, on time\n\(session.diagnostics)")
                let later = try await session.delivered().filter { !$0.late }
                #expect(
                    later.contains {
                        $0.id == "daily" && $0.occurrenceDate.flatMap(ListingEntries.date) == daily + 2 * 86400
                    }, "\(later)")
                #expect(
                    later.contains {
                        $0.id == "every-minute" && $0.occurrenceDate.flatMap(ListingEntries.date) == nextSlot
                    }, "\(later)")
            }
        }
    }
}
