import Foundation
import TestSupport
import Testing

/// `wake-system` requests on a real remindd, as root (as CI runs): the timerfd on
/// `CLOCK_REALTIME_ALARM` (clock id 8) that the kernel would wake the computer with, read
/// from `/proc/PID/fdinfo`, and remindd without `CAP_WAKE_ALARM`.
@Suite("Waking the computer")
struct SystemWakeTests {
    /// The alarm is armed a minute before the soonest waking request, moved by an earlier
    /// one, and disarmed once none is left.
    @Test func alarmFollowsTheSoonestWakingRequest() async throws {
        try await TestSession.with { session in
            try #require(try await session.statusValue("wake-alarm") == "'available'")
            let pid = try #require(try await session.daemonPID())
            #expect(try Self.alarmRemaining(pid) == nil)

            try #require(await session.addRequest(app: FakeApp.name, Self.waking("pills", in: 3_600)).status == 0)
            try Self.expectRemaining(pid, about: 3_540)
            try #require(await session.addRequest(app: FakeApp.name, Self.waking("train", in: 1_800)).status == 0)
            try Self.expectRemaining(pid, about: 1_740)
            try #require(await session.callRemindd("RemovePending", [FakeApp.name, "['train']"]).status == 0)
            try Self.expectRemaining(pid, about: 3_540)
            try #require(await session.callRemindd("RemovePending", [FakeApp.name, "['pills']"]).status == 0)
            #expect(try Self.alarmRemaining(pid) == nil)
        }
    }

    /// Without the capability (`capsh --drop=cap_wake_alarm`), GetStatus says "denied" and
    /// the waking request pops up at its time all the same.
    @Test func withoutTheCapabilityTheReminderStillComes() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            try session.launch(
                "remindd", executable: "/usr/sbin/capsh",
                arguments: ["--drop=cap_wake_alarm", "--", "-c", "exec \(session.executables.remindd.path) --verbose"],
                standardError: session.files.daemonLog)
            try #require(await session.waitForName("org.checklists.Remindd", timeout: .seconds(20)))
            #expect(try await session.statusValue("wake-alarm") == "'denied'")
            let add = await session.addRequest(app: FakeApp.name, Self.waking("pills", in: 2))
            try #require(add.status == 0, "\(add)")
            let calls = try await session.waitForNotifyCalls(1)
            #expect(calls.map(\.summary) == ["Pills"], "\(session.diagnostics)")
        }
    }

    /// `checklists add --remind --wake`: the item says so in `items --json`, and remindd's
    /// alarm is armed a minute before its reminder; `edit --no-wake` closes it.
    @Test func itemReminderWakesTheComputer() async throws {
        try await TestSession.with { session in
            let add = await session.run(["add", "Take the pills", "--due", "in 2 hours", "--remind", "--wake"])
            try #require(add.status == 0, "\(add)")
            let id = add.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let items = await session.run(["items", "--json"])
            #expect(items.stdout.contains("\"wake\" : true"), "\(items)")
            let due = try #require(
                items.stdout.firstMatch(of: /"due" : "([^"]+)"/).flatMap { match in
                    try? Date(String(match.1), strategy: .iso8601)
                })
            let pid = try #require(try await session.daemonPID())
            try Self.expectRemaining(pid, about: Int(due.timeIntervalSinceNow) - 60)
            let edit = await session.run(["edit", id, "--no-wake"])
            try #require(edit.status == 0, "\(edit)")
            #expect(try Self.alarmRemaining(pid) == nil)
        }
    }

    /// A request in GVariant text that wakes the computer, due in `seconds`.
    private static func waking(_ identifier: String, in seconds: Int) -> String {
        "{'identifier': <'\(identifier)'>, 'title': <'\(identifier.capitalized)'>, 'trigger': <'interval'>, "
            + "'interval': <\(seconds).0>, 'wake-system': <true>}"
    }

    /// Expects remindd's alarm timer to expire in about `seconds`.
    private static func expectRemaining(
        _ pid: pid_t, about seconds: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let remaining = try alarmRemaining(pid)
        #expect(
            remaining.map { abs($0 - seconds) <= 10 } == true, "\(String(describing: remaining))",
            sourceLocation: sourceLocation)
    }

    /// The seconds until remindd's `CLOCK_REALTIME_ALARM` timerfd expires, or nil when it has
    /// none armed (it holds one only while armed: a disarmed one would still show its old time).
    private static func alarmRemaining(_ pid: pid_t) throws -> Int? {
        let folder = "/proc/\(pid)/fdinfo"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            guard let info = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8),
                info.contains("clockid: 8\n"), let value = info.firstMatch(of: /it_value: \((\d+), (\d+)\)/)
            else { continue }
            let seconds = Int(value.1) ?? 0
            return seconds == 0 && Int(value.2) == 0 ? nil : seconds
        }
        return nil
    }
}
