import Foundation
import TestSupport
import Testing

/// A request with `sound-loop` rings like an alarm: remindd plays its sound again and again
/// on the desktop's sound server while its popup waits for an answer. Each test starts a
/// real PulseAudio with a null sink, and reads its streams with `pactl list sink-inputs`.
@Suite("Ring like an alarm")
struct RingingTests {
    /// A request of the category with Mark Done and Snooze, due now, ringing for at most
    /// `limit` seconds (remindd's 300 when nil), at the interruption level `level`.
    static func request(_ identifier: String, limit: Int? = nil, level: String = "active") -> String {
        "{'identifier': <'\(identifier)'>, 'title': <'Wake up'>, 'category': <'item-reminder'>, "
            + "'sound-loop': <true>, 'interruption-level': <'\(level)'>"
            + (limit.map { ", 'sound-loop-limit': <uint32 \($0)>" } ?? "") + "}"
    }

    /// Runs `body` with a sound server and a session whose processes (remindd included) play on it,
    /// dunst showing popups and the item categories registered.
    static func ringing(_ body: (TestSession, SoundServer) async throws -> Void) async throws {
        try await SoundServer.with { sound in
            try await TestSession.with(environment: sound.settings) { session in
                try await session.startNotificationServer()
                let set = await session.setCategories(app: FakeApp.name, CategoryActionTests.itemReminder)
                try #require(set.status == 0, "\(set)")
                try await body(session, sound)
            }
        }
    }

    /// Whether remindd's stream is gone for a whole second, within `timeout`.
    static func stopsPlaying(_ sound: SoundServer, timeout: Duration = .seconds(10)) async -> Bool {
        await Poll.until(timeout: timeout) { !(await sound.playsWithin(.seconds(1), "remindd")) }
    }

    /// The popup stays (critical, no sound of the server's own) and the sound plays round
    /// after round while it is unanswered; Mark Done in dunst's menu stops it.
    @Test func ringsUntilTheUserActs() async throws {
        try await Self.ringing { session, sound in
            let add = await session.addRequest(app: FakeApp.name, Self.request("alarm"))
            try #require(add.status == 0, "\(add)")
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].urgency == 2)
            #expect(calls[0].hints["resident"]?.boolean == true)
            #expect(calls[0].suppressSound == true)
            #expect(await sound.playsWithin(.seconds(10), "remindd"), "\(session.diagnostics)")
            // alarm-clock-elapsed lasts about 3 s: after 5 s it rings its second round.
            try await session.pause(.seconds(5))
            #expect(await sound.playsWithin(.seconds(2), "remindd"), "\(session.diagnostics)")
            #expect(await session.displayedCount() == 1)

            let menu = try await session.chooseInPopupMenu("Mark Done")
            #expect(menu.contains { $0.hasPrefix("#Mark Done (Wake up) [") }, "\(menu)")
            #expect(await Self.stopsPlaying(sound), "\(session.diagnostics)")
            try await session.pause(.seconds(4))
            #expect(!(await sound.playsWithin(.seconds(1), "remindd")), "\(session.diagnostics)")
            #expect(session.daemonEvents().contains { $0.contains("stopped: the user chose mark-done") })
        }
    }

    /// With `sound-loop-limit` 4 it stops by itself after 4 s; the popup stays. remindd then
    /// lets go of the sound server: its client is gone from pulseaudio, and it has no more
    /// threads than before the ring (none of the sound server's is left).
    @Test func stopsAtItsLimit() async throws {
        try await Self.ringing { session, sound in
            try #require(await session.callRemindd("GetStatus", []).status == 0)
            let pid = try #require(try await session.daemonPID())
            let threads = { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"))?.count }
            let before = threads()
            let add = await session.addRequest(app: FakeApp.name, Self.request("alarm", limit: 4))
            try #require(add.status == 0, "\(add)")
            #expect(await sound.playsWithin(.seconds(10), "remindd"), "\(session.diagnostics)")
            #expect(await Self.stopsPlaying(sound, timeout: .seconds(12)), "\(session.diagnostics)")
            #expect(session.daemonEvents().contains { $0.contains("stopped: rang for its limit") })
            #expect(await session.displayedCount() == 1)
            let gone = await session.waitUntil(timeout: .seconds(5)) {
                !(await sound.pactl(["list", "clients"]).stdout.contains("application.process.binary = \"remindd\""))
            }
            #expect(gone, "remindd still holds a connection to the sound server")
            let settled = await session.waitUntil(timeout: .seconds(10)) { (threads() ?? .max) <= (before ?? 0) }
            #expect(settled, "\(String(describing: before)) threads before, \(String(describing: threads())) after")
        }
    }

    /// Removing the request stops the ring and takes its popup down.
    @Test func removingStopsIt() async throws {
        try await Self.ringing { session, sound in
            let add = await session.addRequest(app: FakeApp.name, Self.request("alarm"))
            try #require(add.status == 0, "\(add)")
            #expect(await sound.playsWithin(.seconds(10), "remindd"), "\(session.diagnostics)")
            try #require(await session.callRemindd("RemovePending", [FakeApp.name, "['alarm']"]).status == 0)
            #expect(await Self.stopsPlaying(sound), "\(session.diagnostics)")
            #expect(await session.waitUntil(timeout: .seconds(5)) { await session.displayedCount() == 0 })
        }
    }

    /// A pause silences a ringing request; a critical one rings through it.
    @Test func pauseSilencesAllButCritical() async throws {
        try await Self.ringing { session, sound in
            let add = await session.addRequest(app: FakeApp.name, Self.request("alarm"))
            try #require(add.status == 0, "\(add)")
            #expect(await sound.playsWithin(.seconds(10), "remindd"), "\(session.diagnostics)")
            try #require(await session.pauseReminders(until: Date().addingTimeInterval(600)).status == 0)
            #expect(await Self.stopsPlaying(sound), "\(session.diagnostics)")

            let critical = await session.addRequest(app: FakeApp.name, Self.request("fire", level: "critical"))
            try #require(critical.status == 0, "\(critical)")
            #expect(await sound.playsWithin(.seconds(10), "remindd"), "\(session.diagnostics)")
        }
    }

    /// `checklists add --ring` asks remindd for sound-loop, `items --json` says ring, and
    /// `edit --no-ring` takes it back; --ring without a reminder is a usage error.
    @Test func commandLineRing() async throws {
        try await TestSession.with { session in
            let add = await session.run(["add", "Wake up", "--due", "in 2 hours", "--remind", "--ring"])
            try #require(add.status == 0, "\(add)")
            let pending = await session.callRemindd("GetPending", ["org.checklists.Checklists"])
            #expect(pending.stdout.contains("'sound-loop': <true>"), "\(pending)")
            #expect(try await session.items().first?.ring == true)
            let off = await session.run(["edit", add.line, "--no-ring"])
            try #require(off.status == 0, "\(off)")
            let after = await session.callRemindd("GetPending", ["org.checklists.Checklists"])
            #expect(!after.stdout.contains("sound-loop") && after.stdout.contains("'title'"), "\(after)")
            #expect(try await session.items().first?.ring == false)
            let bare = await session.run(["add", "Nap", "--ring"])
            #expect(bare.status == 2 && bare.stderr.contains("--ring needs a reminder"), "\(bare)")
        }
    }

    /// `checklists notify --ring` rings at once, on the sound server, until answered.
    @Test func notifyRings() async throws {
        try await Self.ringing { session, sound in
            let notify = await session.run(["notify", "--title", "Tea is ready", "--ring"])
            try #require(notify.status == 0, "\(notify)")
            #expect(await sound.playsWithin(.seconds(10), "remindd"), "\(session.diagnostics)")
            let calls = try await session.waitForNotifyCalls(1)
            #expect(calls.first?.urgency == 2)
            let silent = await session.run(["notify", "--title", "Tea", "--ring", "--silent"])
            #expect(silent.status == 2, "\(silent)")
        }
    }

    /// Bad values are refused, naming the key.
    @Test func badValuesAreRefused() async throws {
        try await TestSession.with { session in
            let zero = await session.addRequest(app: FakeApp.name, Self.request("alarm", limit: 0))
            #expect(zero.stderr.contains("sound-loop-limit must be whole seconds from 1"), "\(zero)")
            let alone = await session.addRequest(
                app: FakeApp.name, "{'identifier': <'a'>, 'title': <'A'>, 'sound-loop-limit': <uint32 60>}")
            #expect(alone.stderr.contains("sound-loop-limit needs sound-loop"), "\(alone)")
            let silent = await session.addRequest(
                app: FakeApp.name, "{'identifier': <'a'>, 'title': <'A'>, 'sound-loop': <true>, 'silent': <true>}")
            #expect(silent.stderr.contains("sound-loop needs a sound"), "\(silent)")
            let typed = await session.addRequest(
                app: FakeApp.name, "{'identifier': <'a'>, 'title': <'A'>, 'sound-loop': <'yes'>}")
            #expect(typed.stderr.contains("sound-loop"), "\(typed)")
        }
    }
}
