import CGLib
import Foundation
import RemindDaemon
import Testing

/// The live wake-up timer: a timerfd on the wall clock. These tests arm and disarm it; its
/// wake-ups need the main loop and are the end-to-end and fault suites' part.
@Suite("WallClockTimer")
struct WallClockTimerTests {
    /// It remembers the time it is armed for, and forgets it when disarmed.
    @Test func armsAndDisarms() throws {
        let timer = try WallClockTimer()
        #expect(timer.armedAt == nil)
        let date = Date(timeIntervalSince1970: 4_102_444_800.25)
        try timer.arm(at: date)
        #expect(timer.armedAt == date)
        try timer.arm(at: nil)
        #expect(timer.armedAt == nil)
    }

    /// A time a hair before a whole second is armed at that second, not before the time.
    @Test func roundsUpToTheNextNanosecond() throws {
        let timer = try WallClockTimer()
        let date = Date(timeIntervalSince1970: 1.9999999999)
        try timer.arm(at: date)
        #expect(timer.armedAt == date)
        try timer.arm(at: nil)
    }

    /// The clock set between two armings: the kernel arms the timer all the same but answers
    /// ECANCELED. The arming is no failure (it once was: remindd then logged "cannot arm the
    /// timer: Operation canceled" and left its rescan), and the change is told as a wake.
    /// Setting the clock (to the time it shows) needs root, as the fault suite does.
    @Test func aClockSetBetweenArmingsArmsAndIsToldAsAWake() throws {
        let timer = try WallClockTimer()
        let heard = WakeLog()
        timer.onWake = { heard.append($0) }
        try timer.arm(at: Date().addingTimeInterval(3_600))
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        try #require(clock_settime(CLOCK_REALTIME, &now) == 0, "setting the clock needs root (CAP_SYS_TIME)")
        let date = Date().addingTimeInterval(7_200)
        try timer.arm(at: date)
        #expect(timer.armedAt == date)
        let deadline = Date().addingTimeInterval(5)
        while !heard.contains(.clockChanged) && Date() < deadline {
            g_main_context_iteration(nil, 0)
            usleep(5_000)
        }
        #expect(heard.contains(.clockChanged))
        try timer.arm(at: nil)
    }
}

/// The wakes a timer told, from whichever thread turned the default main context.
private final class WakeLog: @unchecked Sendable {
    // Safe: every access holds `lock`.
    private let lock = NSLock()
    private var wakes: [TimerWake] = []

    func append(_ wake: TimerWake) { lock.withLock { wakes.append(wake) } }

    func contains(_ wake: TimerWake) -> Bool { lock.withLock { wakes.contains(wake) } }
}
