import CGLib
import Foundation
import GLibSupport
import Synchronization
import TestSupport
import Testing

/// Work handed to a main context runs once, on the thread that runs the context.
@Suite struct MainContextTests {
    /// A context the calling thread owns: the work runs at once.
    @Test func ownerRunsTheWorkAtOnce() {
        let context = g_main_context_new()
        defer { g_main_context_unref(context) }
        #expect(g_main_context_acquire(context) != 0)
        defer { g_main_context_release(context) }
        let runs = Mutex(0)

        MainContext(context).invoke { runs.withLock { $0 += 1 } }

        #expect(runs.withLock { $0 } == 1)
    }

    /// Work handed over from another thread waits for the context to turn, then runs once.
    @Test func otherThreadsWorkWaitsForTheTurn() {
        let context = g_main_context_new()
        defer { g_main_context_unref(context) }
        #expect(g_main_context_acquire(context) != 0)
        defer { g_main_context_release(context) }
        let runs = Mutex(0)
        let target = MainContext(context)
        let handedOver = DispatchSemaphore(value: 0)

        Thread {
            target.invoke { runs.withLock { $0 += 1 } }
            handedOver.signal()
        }.start()
        handedOver.wait()

        #expect(runs.withLock { $0 } == 0)
        #expect(ContextLoop.run(context) { runs.withLock { $0 } == 1 })
        _ = g_main_context_iteration(context, 0)
        #expect(runs.withLock { $0 } == 1)
    }
}
