import CGLib
import GLibSupport
import Synchronization
import TestSupport
import Testing

/// Pauses on the main loop: once after a delay, or again and again until removed. They
/// run on the process's default main context, which no other unit test turns.
@Suite(.serialized) struct MonotonicTimeoutTests {
    /// `after` runs its body once, after the delay.
    @Test func afterRunsOnce() {
        let runs = Mutex(0)
        let start = ContinuousClock.now

        MonotonicTimeout.after(milliseconds: 20) { runs.withLock { $0 += 1 } }

        #expect(ContextLoop.run(nil) { runs.withLock { $0 } == 1 })
        #expect(ContinuousClock.now - start >= .milliseconds(20))
        #expect(!ContextLoop.run(nil, timeout: .milliseconds(60)) { runs.withLock { $0 } > 1 })
    }

    /// `every` runs its body again and again, until its source is removed.
    @Test func everyRepeatsUntilRemoved() {
        let runs = Mutex(0)

        let source = MonotonicTimeout.every(milliseconds: 5) { runs.withLock { $0 += 1 } }

        #expect(ContextLoop.run(nil) { runs.withLock { $0 } >= 3 })
        g_source_remove(source)
        let stopped = runs.withLock { $0 }
        #expect(!ContextLoop.run(nil, timeout: .milliseconds(50)) { runs.withLock { $0 } > stopped })
    }

    /// `after(seconds:)` waits about whole seconds before its one run (GLib moves such a
    /// timer by up to a quarter second, to wake once for several).
    @Test func afterSecondsWaitsWholeSeconds() {
        let runs = Mutex(0)
        let start = ContinuousClock.now

        MonotonicTimeout.after(seconds: 1) { runs.withLock { $0 += 1 } }

        #expect(ContextLoop.run(nil) { runs.withLock { $0 } == 1 })
        #expect(ContinuousClock.now - start >= .milliseconds(750))
    }
}
