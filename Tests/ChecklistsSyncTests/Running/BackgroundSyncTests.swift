import CGLib
import ChecklistsSync
import Foundation
import TestSupport
import Testing

extension MainLoopSuites {
    /// When syncs run: on a worker thread, one at a time, gathered on the main loop's timer,
    /// retried after failures. The tests turn the process's default main context, which the
    /// other suites of this target leave alone, so they run one after another.
    @Suite("Sync: in the background")
    struct BackgroundSyncTests {
        /// What the main loop heard, in order.
        private final class Heard {
            var events: [String] = []
            var reports: [SyncReport] = []
            var retryDelays: [TimeInterval?] = []
            var threads: Set<String> = []
        }

        /// Turns the main loop for `duration`, whatever happens meanwhile.
        private func turnLoop(for duration: Duration) {
            let end = ContinuousClock.now + duration
            _ = ContextLoop.run(nil, timeout: duration + .seconds(1)) { ContinuousClock.now >= end }
        }

        private func service(_ fake: FakeSyncRun, retryDelays: [TimeInterval] = [600]) -> (BackgroundSync, Heard) {
            let heard = Heard()
            let sync = BackgroundSync(retryDelays: retryDelays, run: fake.run)
            sync.onStarted = { [unowned sync] in
                heard.events.append("started")
                #expect(sync.isSyncing)
            }
            sync.onReport = { [unowned sync] report in
                heard.events.append("report")
                heard.reports.append(report)
                heard.retryDelays.append(sync.retryDelay)
                heard.threads.insert(Thread.current.description)
            }
            return (sync, heard)
        }

        @Test("A requested sync runs on a worker; the main loop hears it start, then its report")
        func runsOnce() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun()
                let (sync, heard) = service(fake)
                sync.requestSync(after: 0)
                #expect(ContextLoop.run(nil) { heard.reports.count == 1 })
                #expect(heard.events == ["started", "report"])
                #expect(
                    heard.threads == [Thread.current.description], "the report comes on the thread turning the loop")
                #expect(!sync.isSyncing)
                #expect(!ContextLoop.run(nil, timeout: .milliseconds(300)) { fake.count > 1 }, "nothing asked again")
            }
        }

        @Test("Requests close together make one sync")
        func burstIsOneSync() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun()
                let (sync, heard) = service(fake)
                for _ in 0..<5 { sync.requestSync(after: 0.2) }
                #expect(ContextLoop.run(nil) { heard.reports.count == 1 })
                #expect(!ContextLoop.run(nil, timeout: .milliseconds(400)) { fake.count > 1 })
            }
        }

        @Test("A shorter delay moves the waiting sync earlier; a longer one does not put it off")
        func shorterDelayWins() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun()
                let (sync, heard) = service(fake)
                sync.requestSync(after: 60)
                sync.requestSync(after: 0.05)
                #expect(ContextLoop.run(nil, timeout: .seconds(5)) { heard.reports.count == 1 })
                sync.requestSync(after: 0.05)
                sync.requestSync(after: 60)
                #expect(ContextLoop.run(nil, timeout: .seconds(5)) { heard.reports.count == 2 })
                #expect(fake.count == 2)
            }
        }

        @Test("Never two syncs at once; requests during a sync make exactly one more after it")
        func oneMoreAfterTheRunningOne() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun()
                fake.hold()
                let (sync, heard) = service(fake)
                sync.requestSync(after: 0)
                #expect(ContextLoop.run(nil) { fake.isRunning })
                for _ in 0..<3 {
                    sync.requestSync(after: 0)
                    turnLoop(for: .milliseconds(50))
                }
                sync.syncNow()
                turnLoop(for: .milliseconds(100))
                #expect(fake.count == 1, "the second waits for the first")
                fake.release()
                #expect(ContextLoop.run(nil) { heard.reports.count == 2 })
                #expect(!ContextLoop.run(nil, timeout: .milliseconds(300)) { fake.count > 2 })
                #expect(fake.mostAtOnce == 1)
                #expect(heard.events == ["started", "report", "started", "report"])
            }
        }

        @Test("After failures in a row it retries by itself with growing pauses; the last pause repeats")
        func backoff() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun(outcomes: Array(repeating: "cannot reach dav.example", count: 5))
                let (sync, heard) = service(fake, retryDelays: [0.05, 0.1, 0.2])
                sync.requestSync(after: 0)
                #expect(ContextLoop.run(nil) { heard.reports.count == 6 })
                #expect(heard.retryDelays == [0.05, 0.1, 0.2, 0.2, 0.2, nil])
                let starts = fake.startTimes
                let pauses = zip(starts.dropFirst(), starts).map { $0 - $1 }
                for (pause, delay) in zip(pauses, [0.05, 0.1, 0.2, 0.2, 0.2]) {
                    #expect(pause >= .milliseconds(Int(delay * 1_000)))
                }
                #expect(
                    !ContextLoop.run(nil, timeout: .milliseconds(400)) { fake.count > 6 },
                    "after a success, no more retries")
            }
        }

        @Test("A success starts the pauses again from the first")
        func successResetsBackoff() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun(outcomes: ["refused", "refused", nil, "refused"])
                let (sync, heard) = service(fake, retryDelays: [0.05, 0.1])
                sync.requestSync(after: 0)
                #expect(ContextLoop.run(nil) { heard.reports.count == 3 })
                sync.requestSync(after: 0)
                #expect(ContextLoop.run(nil) { heard.reports.count == 4 })
                #expect(heard.retryDelays == [0.05, 0.1, nil, 0.05])
                #expect(heard.reports.map(\.succeeded) == [false, false, true, false])
            }
        }

        @Test("Sync Now runs at once, without waiting for the retry, and starts the pauses again from the first")
        func syncNowResetsBackoff() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun(outcomes: ["refused", "refused", "refused"])
                let (sync, heard) = service(fake, retryDelays: [0.05, 600])
                sync.requestSync(after: 0)
                #expect(ContextLoop.run(nil) { heard.reports.count == 2 })
                #expect(heard.retryDelays == [0.05, 600], "the next retry waits ten minutes")
                sync.syncNow()
                #expect(ContextLoop.run(nil, timeout: .seconds(5)) { heard.reports.count == 3 })
                #expect(heard.retryDelays.last == 0.05)
            }
        }
    }
}
