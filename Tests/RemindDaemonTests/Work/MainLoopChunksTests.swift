import CGLib
import Foundation
import RemindDaemon
import Synchronization
import Testing

/// `MainLoopChunks` on GLib's default main context: a background step waits while another
/// step is ready.
@Suite struct MainLoopChunksTests {
    /// Three steps of a runner go before the one step of a background runner added first.
    @Test func backgroundStepsWaitForTheOthers() {
        let chunks = MainLoopChunks()
        let order = Mutex<[String]>([])
        let left = Mutex(3)
        chunks.runInBackground {
            order.withLock { $0.append("background") }
            return false
        }
        chunks.run {
            order.withLock { $0.append("step") }
            return left.withLock {
                $0 -= 1
                return $0 > 0
            }
        }
        let deadline = Date.now.addingTimeInterval(10)
        while order.withLock({ $0.count }) < 4, Date.now < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        #expect(order.withLock { $0 } == ["step", "step", "step", "background"])
    }
}
