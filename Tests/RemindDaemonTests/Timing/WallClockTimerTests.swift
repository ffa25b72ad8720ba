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
}
