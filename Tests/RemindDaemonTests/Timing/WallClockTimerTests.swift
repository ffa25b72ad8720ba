import Foundation
import RemindDaemon
import TestSupport
import Testing

/// The live wake-up timer: a timerfd on the wall clock. These tests arm it, disarm it and
/// hear its wakes on the default main context.
@Suite("WallClockTimer")
struct WallClockTimerTests {
    /// It remembers the time it is armed for, fraction of a second included, and forgets it
    /// when disarmed.
    @Test func armsAndDisarms() throws {
        let timer = try WallClockTimer()
        #expect(timer.armedAt == nil)
        let date = Date(timeIntervalSince1970: 4_102_444_800.25)
        try timer.arm(at: date)
        #expect(timer.armedAt == date)
        try timer.arm(at: nil)
        #expect(timer.armedAt == nil)
    }

    /// A time three quarters of a second past a whole second is armed with its fraction: the
    /// timer expires at that time, not at the whole second before it.
    @Test func expiresNotBeforeAnInstantBetweenSeconds() throws {
        let timer = try WallClockTimer()
        let heard = WakeLog()
        timer.onWake = { heard.append($0) }
        let date = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) + 1.75)
        try timer.arm(at: date)
        #expect(ContextLoop.run(nil) { heard.firstTime(of: .expired) != nil })
        let expired = try #require(heard.firstTime(of: .expired))
        #expect(expired >= date, "expired \(date.timeIntervalSince(expired)) s early")
        try timer.arm(at: nil)
    }

    /// The clock set between two armings: the kernel arms the timer all the same but answers
    /// ECANCELED. The arming is no failure (it once was: remindd then logged "cannot arm the
    /// timer: Operation canceled" and left its rescan), and the change is told as a wake.
    @Test(.enabled(if: getuid() == 0, "setting the clock (to the time it shows) needs root, as in the fault suite"))
    func aClockSetBetweenArmingsArmsAndIsToldAsAWake() throws {
        let timer = try WallClockTimer()
        let heard = WakeLog()
        timer.onWake = { heard.append($0) }
        try timer.arm(at: Date().addingTimeInterval(3_600))
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        try #require(clock_settime(CLOCK_REALTIME, &now) == 0, "cannot set the clock (CAP_SYS_TIME)")
        let date = Date().addingTimeInterval(7_200)
        try timer.arm(at: date)
        #expect(timer.armedAt == date)
        #expect(ContextLoop.run(nil, timeout: .seconds(5)) { heard.firstTime(of: .clockChanged) != nil })
        try timer.arm(at: nil)
    }
}

/// The wakes a timer told and when each came, from whichever thread turned the default
/// main context.
private final class WakeLog: @unchecked Sendable {
    // Safe: every access holds `lock`.
    private let lock = NSLock()
    private var wakes: [(wake: TimerWake, time: Date)] = []

    func append(_ wake: TimerWake) {
        let time = Date()
        lock.withLock { wakes.append((wake, time)) }
    }

    /// When `wake` was first told, or nil when it was not.
    func firstTime(of wake: TimerWake) -> Date? { lock.withLock { wakes.first { $0.wake == wake }?.time } }
}
