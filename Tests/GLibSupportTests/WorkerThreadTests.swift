import Foundation
import GLibSupport
import Testing

/// The serial worker on a GLib thread of its own.
@Suite("WorkerThread")
struct WorkerThreadTests {
    /// What the work saw, written from the worker and read by the test.
    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var numbers: [Int] = []
        private var threads: Set<String> = []
        var all: [Int] { lock.withLock { numbers } }
        var threadNames: Set<String> { lock.withLock { threads } }
        func note(_ number: Int) {
            lock.withLock {
                numbers.append(number)
                threads.insert("\(pthread_self())")
            }
        }
    }

    /// Work runs in the order it was handed over, on one thread that is not the caller's,
    /// and what was handed over before the worker went still runs.
    @Test func runsInOrderOnItsOwnThreadToTheEnd() async throws {
        let seen = Seen()
        let caller = "\(pthread_self())"
        var worker: WorkerThread? = WorkerThread(name: "test-worker")
        for number in 0..<100 { worker?.async { seen.note(number) } }
        worker = nil
        for _ in 0..<200 where seen.all.count < 100 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(seen.all == Array(0..<100))
        #expect(seen.threadNames.count == 1)
        #expect(!seen.threadNames.contains(caller))
    }
}
