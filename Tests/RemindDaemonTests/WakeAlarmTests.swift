import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// `wake-system` requests: the alarm that wakes the computer a minute before the soonest.
@Suite("Daemon: the wake alarm")
struct WakeAlarmTests {
    private static func waking(_ seconds: TimeInterval, _ identifier: String) -> NotificationRequest {
        var request = inSeconds(seconds, identifier)
        request.wakesSystem = true
        return request
    }

    /// The alarm follows the soonest waking request, a minute early: armed at the Add,
    /// moved by an earlier one, back when that one goes, disarmed when none is left; a
    /// request that does not wake the computer never arms it.
    @Test func alarmFollowsTheSoonestWakingRequest() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let start = harness.clock.now
        try harness.add(inSeconds(600, "plain"))
        #expect(harness.wakeAlarm.armedAt == nil)
        try harness.add(Self.waking(3_600, "pills"))
        #expect(harness.wakeAlarm.armedAt == start.addingTimeInterval(3_540))
        try harness.add(Self.waking(1_800, "train"))
        #expect(harness.wakeAlarm.armedAt == start.addingTimeInterval(1_740))
        try harness.daemon.removePending(["train"], appIdentifier: DaemonHarness.app)
        #expect(harness.wakeAlarm.armedAt == start.addingTimeInterval(3_540))
        try harness.daemon.removePending(["pills"], appIdentifier: DaemonHarness.app)
        #expect(harness.wakeAlarm.armedAt == nil)
    }

    /// A waking request less than a minute away needs no alarm: the computer is awake.
    @Test func requestWithinTheLeadArmsNothing() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(Self.waking(30, "now"))
        #expect(harness.wakeAlarm.armedAt == nil)
    }

    /// Without the capability the status says so and the alarm is left alone; the request
    /// fires on time all the same.
    @Test func deniedAlarmIsSaidAndLeftAlone() throws {
        let harness = DaemonHarness()
        harness.wakeAlarm.availability = .denied
        try harness.daemon.start()
        try harness.add(Self.waking(120, "pills"))
        #expect(harness.status(StatusKey.wakeAlarm) == .string("denied"))
        #expect(harness.wakeAlarm.armings == 0)
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["pills"])
    }

    /// The key reaches the request, is listed back, and is refused on a location request,
    /// which has no time to wake for.
    @Test func keyIsReadListedAndRefusedWithoutATime() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        var request = RequestCodec.encode(inSeconds(600, "pills"))
        request["wake-system"] = .bool(true)
        _ = try harness.daemon.add([request], appIdentifier: DaemonHarness.app)
        #expect(try harness.pending().first?["wake-system"] == .bool(true))
        let location: WireDictionary = [
            "identifier": .string("home"), "title": .string("Home"), "trigger": .string("location"),
            "latitude": .double(52.5), "longitude": .double(13.4), "radius": .double(100), "wake-system": .bool(true),
        ]
        let error = #expect(throws: ServiceError.self) {
            try harness.daemon.add([location], appIdentifier: DaemonHarness.app)
        }
        #expect(error?.description.contains("wake-system needs a timed trigger") == true)
    }
}
