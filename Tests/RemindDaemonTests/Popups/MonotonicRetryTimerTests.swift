import RemindDaemon
import Testing

/// The live retry timer: a GLib timeout. Here it is scheduled and cancelled; its runs need
/// the main loop.
@Suite("MonotonicRetryTimer")
struct MonotonicRetryTimerTests {
    /// A scheduled run is pending until cancelled; a new one replaces it.
    @Test func scheduleAndCancel() {
        let timer = MonotonicRetryTimer()
        #expect(!timer.isPending)
        timer.schedule(after: 60) {}
        #expect(timer.isPending)
        timer.schedule(after: 120) {}
        #expect(timer.isPending)
        timer.cancel()
        #expect(!timer.isPending)
        timer.cancel()
        timer.schedule(after: 60) {}
    }
}
