import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `checklists daily-reminder` keeps one repeating request `daily-reminder` in remindd, at
/// the chosen local time, and its setting in the session's XDG_CONFIG_HOME.
@Suite("Daily reminder")
struct DailyReminderTests {
    /// The malformed times of the contract: refused with status 2, changing nothing.
    static let badTimes = ["25:00", "24:00", "12:60", "7pm", "", "20.30", "20:30:00"]

    /// The next `hour`:`minute`:00 after `date` in `zone`, as remindd computes it.
    static func next(_ hour: Int, _ minute: Int, after date: Date, in zone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.nextDate(
            after: date, matching: DateComponents(hour: hour, minute: minute, second: 0),
            matchingPolicy: .nextTimePreservingSmallerComponents, repeatedTimePolicy: .first, direction: .forward)
    }

    /// Whether `entry` is the daily reminder, repeating, due at the next `hour`:`minute` in
    /// `zone` after the command that set it (which ran between `start` and `end`).
    static func isDaily(
        _ entry: PendingEntry, _ hour: Int, _ minute: Int, setBetween start: Date, and end: Date, in zone: TimeZone
    ) -> Bool {
        guard entry.id == "daily-reminder", entry.repeats, let due = ListingEntries.date(entry.nextTriggerDate) else {
            return false
        }
        return due == next(hour, minute, after: start, in: zone) || due == next(hour, minute, after: end, in: zone)
    }

    /// The session's settings file.
    static func settingsPath(_ session: TestSession) -> String {
        session.files.configHome + "/checklists/settings.json"
    }

    /// On at 20:30: one pending request at the next 20:30 local time; 07:15 replaces it;
    /// off removes it. Each change prints the new state.
    @Test func onChangeOff() async throws {
        try await TestSession.with { session in
            let start = Date()
            let on = await session.run(["daily-reminder", "on", "20:30"])
            let end = Date()
            try #require(on.status == 0, "\(on)")
            #expect(on.stdout == "on 20:30\n" && on.stderr.isEmpty, "\(on)")
            #expect(FileManager.default.fileExists(atPath: Self.settingsPath(session)))

            let pending = try await session.pending()
            try #require(pending.count == 1, "\(pending)")
            #expect(Self.isDaily(pending[0], 20, 30, setBetween: start, and: end, in: .current), "\(pending)")
            #expect(pending[0].title == "Checklists")
            #expect(pending[0].body == "Time to look at your checklists.")

            let changeStart = Date()
            let change = await session.run(["daily-reminder", "on", "7:15", "--title", "Journal"])
            let changeEnd = Date()
            #expect(change.status == 0 && change.stdout == "on 07:15\n", "\(change)")
            let changed = try await session.pending()
            try #require(changed.count == 1, "\(changed)")
            #expect(
                Self.isDaily(changed[0], 7, 15, setBetween: changeStart, and: changeEnd, in: .current), "\(changed)")
            #expect(changed[0].title == "Journal")
            #expect((await session.run(["daily-reminder"])).stdout == "on 07:15\n")

            let off = await session.run(["daily-reminder", "off"])
            #expect(off.status == 0 && off.stdout == "off\n" && off.stderr.isEmpty, "\(off)")
            #expect(try await session.pending().isEmpty)
            #expect((await session.run(["daily-reminder"])).stdout == "off\n")
        }
    }

    /// The setting outlives both processes: remindd killed with SIGKILL still has the
    /// request when it is activated again; `daily-reminder` reads the setting without
    /// remindd; after remindd's data is reset, `on` schedules the request again.
    @Test func settingSurvivesRestarts() async throws {
        try await TestSession.with { session in
            let start = Date()
            let on = await session.run(["daily-reminder", "on", "07:15"])
            let end = Date()
            try #require(on.status == 0, "\(on)")
            try await session.killDaemon(signal: SIGKILL)

            let show = await session.run(["daily-reminder"])
            #expect(show.status == 0 && show.stdout == "on 07:15\n", "\(show)")
            #expect(try await session.daemonPID() == nil, "showing the setting needs no remindd")

            let pending = try await session.pending()
            try #require(pending.count == 1, "\(pending)\n\(session.diagnostics)")
            #expect(Self.isDaily(pending[0], 7, 15, setBetween: start, and: end, in: .current), "\(pending)")

            // remindd's data reset while it is down: the setting stays, the request is gone
            // until the setting is applied again.
            try await session.killDaemon(signal: SIGKILL)
            let database = session.files.dataHome + "/checklists/remindd.sqlite3"
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
            #expect(try await session.pending().isEmpty)
            #expect((await session.run(["daily-reminder"])).stdout == "on 07:15\n")
            let again = await session.run(["daily-reminder", "on", "07:15"])
            #expect(again.status == 0 && again.stdout == "on 07:15\n", "\(again)")
            let restored = try await session.pending()
            #expect(restored.count == 1 && restored.first?.id == "daily-reminder", "\(restored)")
        }
    }

    /// With TZ=Asia/Tokyo for remindd and checklists, the request comes at 20:30 Tokyo time:
    /// the listing shows 20:30 with the offset +09:00.
    @Test func followsTheSessionTimeZone() async throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        try await TestSession.with(environment: ["TZ": "Asia/Tokyo"]) { session in
            let start = Date()
            let on = await session.run(["daily-reminder", "on", "20:30"])
            let end = Date()
            try #require(on.status == 0, "\(on)")
            let pending = try await session.pending()
            try #require(pending.count == 1, "\(pending)")
            let text = pending[0].nextTriggerDate
            #expect(text.hasSuffix("T20:30:00+09:00"), "\(text)")
            #expect(Self.isDaily(pending[0], 20, 30, setBetween: start, and: end, in: tokyo), "\(pending)")
            #expect(
                TimeZone.current.secondsFromGMT() == tokyo.secondsFromGMT()
                    || !Self.isDaily(pending[0], 20, 30, setBetween: start, and: end, in: .current),
                "the test's own zone differs, so the request must not follow it")
        }
    }

    /// A malformed time exits 2 with one line and changes nothing: no settings file, no
    /// remindd started; with a setting saved, the file and the pending request stay as they were.
    @Test func malformedTimesChangeNothing() async throws {
        try await TestSession.with { session in
            for time in Self.badTimes {
                let result = await session.run(["daily-reminder", "on", time])
                #expect(result.status == 2, "\(time): \(result)")
                #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("checklists: "), "\(time): \(result)")
                #expect(result.stdout.isEmpty, "\(time): \(result)")
            }
            #expect(!FileManager.default.fileExists(atPath: Self.settingsPath(session)))
            #expect(try await session.daemonPID() == nil, "a refused command does not start remindd")

            let on = await session.run(["daily-reminder", "on", "20:30"])
            try #require(on.status == 0, "\(on)")
            let settings = ChildProcess.read(Self.settingsPath(session))
            let before = await session.run(["pending", "--json"])
            for time in Self.badTimes {
                #expect((await session.run(["daily-reminder", "on", time])).status == 2, "\(time)")
            }
            #expect(ChildProcess.read(Self.settingsPath(session)) == settings)
            #expect((await session.run(["pending", "--json"])).stdout == before.stdout)
            let scheduled = session.daemonEvents().filter { $0.hasPrefix("remindd: scheduled") }
            #expect(scheduled.count == 1, "\(scheduled)")
        }
    }

    /// remindd not reachable: the setting is saved and printed, the status is 1 and the one
    /// line says so; `on` again with remindd reachable schedules it.
    @Test func unreachableDaemon() async throws {
        try await TestSession.with { session in
            let noBus = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(session.files.path("no-bus"))"]
            let on = await session.runTool(
                session.executables.checklists.path, ["daily-reminder", "on", "20:30"], settings: noBus)
            #expect(on.status == 1, "\(on)")
            #expect(on.stdout == "on 20:30\n", "\(on)")
            #expect(on.errorLines.count == 1, "\(on)")
            #expect(
                on.stderr.hasPrefix("checklists: the daily reminder was saved, but remindd could not be told"), "\(on)")
            #expect((await session.run(["daily-reminder"])).stdout == "on 20:30\n")
            let untold = try await session.pending()
            #expect(untold.isEmpty, "\(untold)")
            let again = await session.run(["daily-reminder", "on", "20:30"])
            #expect(again.status == 0, "\(again)")
            let told = try await session.pending()
            #expect(told.map(\.id) == ["daily-reminder"], "\(told)")
        }
    }
}
