import Foundation
import LocalNotifications
import Testing

/// "Pause Reminders" bookkeeping, driven by a manual clock.
@Suite("Pause state")
struct PauseStateTests {
    private let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_800_000_000), timeZone: .gmt)

    private func delivery(
        _ identifier: String, level: InterruptionLevel = .active, late: Bool = false
    ) -> DeliveredNotification {
        DeliveredNotification(
            appIdentifier: "org.example.app",
            request: NotificationRequest(
                identifier: identifier, content: NotificationContent(title: identifier, interruptionLevel: level),
                trigger: .immediate),
            occurrenceDate: clock.now, deliveredAt: clock.now, late: late, missed: false, posted: false)
    }

    /// Not paused, everything goes through and the timer follows the next fire date.
    @Test func notPausedPassesEverything() {
        var pause = PauseState()
        let popups = [Popup.single(delivery("a")), .single(delivery("b"))]
        #expect(pause.admit(popups, at: clock.now) == popups)
        #expect(pause.pausedUntil(at: clock.now) == nil)
        #expect(
            pause.wakeUp(nextFire: clock.now.addingTimeInterval(60), at: clock.now) == clock.now.addingTimeInterval(60))
        #expect(pause.wakeUp(nextFire: nil, at: clock.now) == nil)
    }

    /// While paused, only critical popups go through; the others come out once, when the
    /// pause is over, and the timer wakes at whichever comes first.
    @Test func holdsUntilTheEnd() {
        let end = clock.now.addingTimeInterval(600)
        var pause = PauseState(until: end)
        #expect(pause.isPaused(at: clock.now))
        #expect(pause.pausedUntil(at: clock.now) == end)
        #expect(pause.wakeUp(nextFire: nil, at: clock.now) == end)
        #expect(pause.wakeUp(nextFire: end.addingTimeInterval(1), at: clock.now) == end)
        #expect(pause.wakeUp(nextFire: end.addingTimeInterval(-1), at: clock.now) == end.addingTimeInterval(-1))

        let normal = Popup.single(delivery("normal"))
        let critical = Popup.single(delivery("critical", level: .critical))
        let passive = Popup.single(delivery("passive", level: .passive))
        #expect(pause.admit([normal, critical, passive], at: clock.now) == [critical])
        #expect(pause.held == [normal, passive])

        clock.advance(by: 599)
        #expect(pause.releaseIfEnded(at: clock.now).isEmpty)
        clock.advance(by: 1)
        #expect(!pause.isPaused(at: clock.now))
        #expect(pause.releaseIfEnded(at: clock.now) == [normal, passive])
        #expect(pause.releaseIfEnded(at: clock.now).isEmpty)
        #expect(pause.until == nil)
        #expect(pause.admit([normal], at: clock.now) == [normal])
    }

    /// Ending the pause early (nil, or a time not in the future) releases at once; moving it
    /// keeps what it holds.
    @Test func endingOrMovingThePause() {
        var pause = PauseState()
        #expect(pause.pause(until: clock.now.addingTimeInterval(60), at: clock.now).isEmpty)
        let normal = Popup.single(delivery("normal"))
        #expect(pause.admit([normal], at: clock.now).isEmpty)
        #expect(pause.pause(until: clock.now.addingTimeInterval(3_600), at: clock.now).isEmpty)
        #expect(pause.held == [normal])
        #expect(pause.pause(until: clock.now, at: clock.now) == [normal])
        #expect(pause.admit([normal], at: clock.now) == [normal])
        #expect(pause.pause(until: clock.now.addingTimeInterval(60), at: clock.now).isEmpty)
        #expect(pause.admit([normal], at: clock.now).isEmpty)
        #expect(pause.pause(until: nil, at: clock.now) == [normal])
    }

    /// A summary is split: its critical deliveries go through, the others are held.
    @Test func summaryIsSplit() {
        var pause = PauseState(until: clock.now.addingTimeInterval(60))
        let a = delivery("a", late: true)
        let b = delivery("b", late: true)
        let c = delivery("c", level: .critical, late: true)
        let posted = pause.admit([.summary(appIdentifier: "org.example.app", [a, c, b])], at: clock.now)
        #expect(posted == [.single(c)])
        #expect(pause.held == [.summary(appIdentifier: "org.example.app", [a, b])])
    }

    /// A newer occurrence of a held request replaces the older one.
    @Test func newerOccurrenceReplacesTheHeldOne() {
        var pause = PauseState(until: clock.now.addingTimeInterval(3_600))
        let first = delivery("hourly")
        let other = delivery("other")
        _ = pause.admit([.single(first), .single(other)], at: clock.now)
        clock.advance(by: 60)
        let second = delivery("hourly")
        _ = pause.admit([.single(second)], at: clock.now)
        #expect(pause.held == [.single(other), .single(second)])
    }
}
