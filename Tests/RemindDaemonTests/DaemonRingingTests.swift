import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// A request with `sound-loop` rings from its popup on: its sound again and again until the
/// user answers, the request goes, a pause begins, or its limit passes.
@Suite("Daemon: ring like an alarm")
struct DaemonRingingTests {
    /// An immediate request that rings, for `limit` seconds when given.
    func ringing(
        _ identifier: String, limit: TimeInterval? = nil, level: InterruptionLevel = .active,
        sound: NotificationSound = .default
    ) -> NotificationRequest {
        var request = immediate(identifier, level: level)
        request.content.sound = sound
        request.soundLoop = true
        request.soundLoopLimit = limit
        return request
    }

    /// The popup is critical, resident and without the server's sound; the alarm clock
    /// plays, again after each round, with a 300 s limit; a dismissal stops it and lets the
    /// player rest.
    @Test func ringsUntilDismissed() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(ringing("alarm"))
        let message = try #require(harness.poster.posts.first?.message)
        #expect(message.urgency == .critical && message.resident && message.silent && message.soundName == nil)
        #expect(harness.sound.played == [.themed("alarm-clock-elapsed")])
        #expect(harness.ringTimers.made.first?.delays == [300])
        harness.sound.finish()
        harness.sound.finish()
        #expect(harness.sound.played.count == 3)
        harness.poster.respond(toPost: 0, .closed(reason: 2))
        #expect(!harness.sound.isPlaying && harness.sound.rests == 1)
        harness.sound.finish()
        #expect(harness.sound.played.count == 3)
        #expect(harness.logLines.lines.contains { $0.contains("stopped: the popup closed (reason 2)") })
    }

    /// The limit's timer ends the ring; a request that does not loop never plays.
    @Test func stopsAtTheLimit() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("quiet"), ringing("alarm", limit: 20))
        #expect(harness.sound.played.count == 1)
        #expect(harness.ringTimers.made.map(\.delays) == [[20]])
        harness.ringTimers.made[0].fire()
        #expect(!harness.sound.isPlaying && harness.sound.rests == 1)
    }

    /// A named sound that cannot play falls back to the alarm clock; when that fails too,
    /// the ring ends instead of spinning.
    @Test func failingSoundFallsBackThenEnds() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(ringing("alarm", sound: .named("no-such-sound")))
        harness.sound.finish(failing: "not found")
        harness.sound.finish(failing: "no sound server")
        #expect(harness.sound.played == [.themed("no-such-sound"), .themed("alarm-clock-elapsed")])
        #expect(!harness.sound.isPlaying && harness.sound.rests == 1)
        #expect(harness.ringTimers.made.first?.isPending == false)
    }

    /// RemovePending and an Add that replaces the request stop its ring.
    @Test func removalAndReplacementStopIt() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(ringing("alarm"))
        try harness.daemon.removePending(["alarm"], appIdentifier: DaemonHarness.app)
        #expect(!harness.sound.isPlaying)
        #expect(harness.poster.closedServerIDs == [1])
        try harness.add(ringing("later"))
        #expect(harness.sound.isPlaying)
        var replaced = ringing("later")
        replaced.trigger = .timeInterval(TimeIntervalTrigger(interval: 600, repeats: false))
        try harness.add(replaced)
        #expect(!harness.sound.isPlaying)
    }

    /// The notification server leaving the bus takes the popup, and so the ring, with it.
    @Test func serverGoneStopsIt() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(ringing("alarm"))
        #expect(harness.sound.isPlaying)
        harness.server.vanish()
        #expect(!harness.sound.isPlaying && harness.sound.rests == 1)
    }

    /// A pause silences a ringing request, not a critical one.
    @Test func pauseSilencesAllButCritical() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(ringing("alarm"), ringing("fire", level: .critical))
        #expect(harness.sound.played.count == 2)
        try harness.daemon.pause(until: DaemonHarness.start.addingTimeInterval(3_600).timeIntervalSince1970)
        #expect(harness.sound.stopped.count == 1)
        #expect(harness.sound.isPlaying)
    }
}
