import Foundation
import Testing

extension FaultTests {
    /// The clock jumps. remindd's clock is moved silently through its
    /// offset file, then the kernel's own "the clock was set" event is made by setting the
    /// system clock to the time it shows (see `TestSession.announceClockSet`).
    @Suite("Clock jumps")
    struct ClockJumpTests {
        /// Forward past due times: what became due fires at once and once (several late
        /// ones of one app in one summary popup), what is not due yet stays pending, and a
        /// repeating one goes on from its next slot.
        @Test func forwardJumpFiresWhatBecameDueOnce() async throws {
            try await TestSession.with(environment: ["TZ": "UTC"]) { session in
                try await session.startNotificationServer()
                try await session.startTimedDaemon()
                let start = Date()
                try await TimeFaults.notify(session, "hour-one", ["--in", "1h"])
                try await TimeFaults.notify(
                    session, "daily", ["--match", TimeFaults.match(start + 65 * 60, in: TimeFaults.utc), "--repeats"])
                try await TimeFaults.notify(session, "hour-two", ["--in", "2h"])
                let before = try await TimeFaults.pending(session)
                try #require(before.count == 3, "\(before)")

                let setsHeard = session.clockSetsHeard()
                try session.setClockOffset(90 * 60)
                try await session.pause(.seconds(1))
                // Another program that sets the clock meanwhile (a time daemon, another test on a
                // shared machine) tells remindd to look too: then the move was not silent.
                if session.clockSetsHeard() == setsHeard {
                    #expect(
                        try session.notifyCalls().isEmpty, "the silent move alone fires nothing\n\(session.diagnostics)"
                    )
                }
                try await session.announceClockSet()
                _ = try await session.waitForNotifyCalls(1)
                try await session.pause(.seconds(3))
                let calls = try session.notifyCalls()
                try #require(calls.count == 1, "one popup, once\n\(session.diagnostics)")
                #expect(calls[0].summary == "2 missed reminders", "\(calls[0])")
                #expect(
                    calls[0].body.contains("hour-one (due ") && calls[0].body.contains("daily (due "), "\(calls[0])")
                #expect(!calls[0].body.contains("hour-two"), "\(calls[0])")

                let delivered = try await session.delivered()
                #expect(Set(delivered.map(\.id)) == ["hour-one", "daily"] && delivered.count == 2, "\(delivered)")
                #expect(delivered.allSatisfy { $0.late }, "\(delivered)")
                let hourOne = delivered.first { $0.id == "hour-one" }
                #expect(
                    hourOne.flatMap { $0.occurrenceDate.flatMap(ListingEntries.date) }
                        == TimeFaults.nextDate(before["hour-one"]), "due when it was due: \(delivered)")
                let after = try await TimeFaults.pending(session)
                #expect(Set(after.keys) == ["daily", "hour-two"], "\(after)")
                #expect(TimeFaults.nextDate(after["hour-two"]) == TimeFaults.nextDate(before["hour-two"]), "\(after)")
                #expect(
                    TimeFaults.nextDate(after["daily"]) == TimeFaults.nextDate(before["daily"]).map { $0 + 86400 },
                    "the daily one goes on tomorrow: \(after)")

                // Past the 2 h one too: it alone comes, as its own late popup.
                try session.setClockOffset(2 * 3600 + 60)
                try await session.announceClockSet()
                _ = try await session.waitForNotifyCalls(2)
                try await session.pause(.seconds(3))
                let later = try session.notifyCalls()
                try #require(later.count == 2, "\(session.diagnostics)")
                #expect(later[1].summary == "hour-two" && later[1].body.contains("Due "), "\(later[1])")
                #expect(try await session.delivered().count == 3)
            }
        }

        /// Back an hour after reminders fired: nothing is delivered again; once the clock
        /// is forward again the slots already delivered stay delivered, and the next slot of
        /// a repeating interval fires once.
        @Test func backwardJumpDeliversNothingAgain() async throws {
            try await TestSession.with(environment: ["TZ": "UTC"]) { session in
                try await session.startNotificationServer()
                try await session.startTimedDaemon()
                let start = Date()
                try await TimeFaults.notify(session, "once", ["--in", "10m"])
                try await TimeFaults.notify(session, "every-ten", ["--in", "10m", "--repeats"])
                try await TimeFaults.notify(
                    session, "daily", ["--match", TimeFaults.match(start + 630, in: TimeFaults.utc), "--repeats"])
                let before = try await TimeFaults.pending(session)
                try #require(before.count == 3, "\(before)")

                try session.setClockOffset(11 * 60)
                try await session.announceClockSet()
                _ = try await session.waitForNotifyCalls(1)
                try await session.pause(.seconds(2))
                try #require(try session.notifyCalls().count == 1, "\(session.diagnostics)")
                #expect(try session.notifyCalls()[0].summary == "3 missed reminders")
                let fired = try await TimeFaults.pending(session)
                #expect(Set(fired.keys) == ["every-ten", "daily"], "\(fired)")

                for offset: TimeInterval in [11 * 60 - 3600, 11 * 60 + 5] {
                    try session.setClockOffset(offset)
                    try await session.announceClockSet()
                    try await session.pause(.seconds(3))
                    #expect(try session.notifyCalls().count == 1, "offset \(offset)\n\(session.diagnostics)")
                    #expect(try await session.delivered().count == 3, "offset \(offset)")
                    let pending = try await TimeFaults.pending(session)
                    #expect(pending == fired, "offset \(offset): the next slots stay where they were: \(pending)")
                }

                // Past the interval's next slot: that slot, and only it, fires once.
                try session.setClockOffset(20 * 60 + 30)
                try await session.announceClockSet()
                _ = try await session.waitForNotifyCalls(2)
                try await session.pause(.seconds(3))
                let calls = try session.notifyCalls()
                try #require(calls.count == 2, "\(session.diagnostics)")
                #expect(calls[1].summary == "every-ten", "\(calls[1])")
                let delivered = try await session.delivered()
                // The delivered list keeps an identifier's latest occurrence: now the second slot.
                let interval = delivered.filter { $0.id == "every-ten" }
                #expect(
                    interval.count == 1
                        && interval.first?.occurrenceDate.flatMap(ListingEntries.date)
                            == TimeFaults.nextDate(fired["every-ten"]),
                    "\(delivered)")
                #expect(delivered.filter { $0.id == "daily" }.count == 1, "\(delivered)")
            }
        }

        /// The wall clock set an hour forward, then two hours back: a 40-second interval
        /// reminder counts real time (CLOCK_BOOTTIME) and pops up 40 s after it was added,
        /// neither at once nor an hour late; the pending listing moves with the wall clock.
        @Test func intervalCountsElapsedTimeAcrossClockSets() async throws {
            try await TestSession.with(environment: ["TZ": "UTC"]) { session in
                try await session.startNotificationServer()
                try await session.startTimedDaemon()
                let added = Date()
                try await TimeFaults.notify(session, "elapsed", ["--in", "40s"])
                let due = try #require(TimeFaults.nextDate(try await TimeFaults.pending(session)["elapsed"]))

                try session.setWallClock(3_600)
                try await session.announceClockSet()
                try await session.pause(.seconds(2))
                #expect(try session.notifyCalls().isEmpty, "not at once\n\(session.diagnostics)")
                let forward = TimeFaults.nextDate(try await TimeFaults.pending(session)["elapsed"])
                #expect(
                    forward.map { abs($0.timeIntervalSince(due) - 3_600) <= 1 } == true,
                    "\(String(describing: forward))")

                try session.setWallClock(-3_600)
                try await session.announceClockSet()
                let back = TimeFaults.nextDate(try await TimeFaults.pending(session)["elapsed"])
                #expect(back.map { abs($0.timeIntervalSince(due) + 3_600) <= 1 } == true, "\(String(describing: back))")

                let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(60))
                try #require(calls.count == 1, "\(session.diagnostics)")
                #expect(
                    abs(calls[0].date.timeIntervalSince(added) - 40) < 2, "popped up \(calls[0].date), added \(added)")
                #expect(try await session.delivered().first?.late == false)
            }
        }
    }
}
