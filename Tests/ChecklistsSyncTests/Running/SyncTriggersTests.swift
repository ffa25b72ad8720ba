import CGLib
import Foundation
import TestSupport
import Testing

@testable import ChecklistsSync

extension MainLoopSuites {
    /// What asks for a sync, and with which delay: the intervals are shortened so that the
    /// periodic sync comes within the test.
    @Suite("Sync: triggers")
    struct SyncTriggersTests {
        private static let timing = SyncTiming(atStart: 2, periodic: 0.1, afterEdit: 5, afterWake: 3)

        /// The delays asked for, in order.
        private final class Requests {
            var delays: [TimeInterval] = []
        }

        private func triggers(_ timing: SyncTiming = Self.timing) -> (SyncTriggers, Requests) {
            let requests = Requests()
            return (SyncTriggers(timing: timing) { requests.delays.append($0) }, requests)
        }

        @Test("At start a sync after the start delay, then one every period")
        func startAndPeriodic() {
            ContextLoop.owningDefault {
                let (triggers, requests) = triggers()
                triggers.start(watchSystem: false)
                #expect(requests.delays == [2])
                #expect(ContextLoop.run(nil) { requests.delays.count == 4 })
                #expect(requests.delays == [2, 0, 0, 0])
                _ = triggers
            }
        }

        @Test("The periodic sync stops with the triggers")
        func periodicStops() {
            ContextLoop.owningDefault {
                var (triggers, requests): (SyncTriggers?, Requests) = triggers()
                triggers?.start(watchSystem: false)
                triggers = nil
                #expect(!ContextLoop.run(nil, timeout: .milliseconds(300)) { requests.delays.count > 1 })
            }
        }

        @Test("Each local edit asks for a sync a few seconds later")
        func localEdit() {
            ContextLoop.owningDefault {
                let (triggers, requests) = triggers()
                triggers.localEditMade()
                triggers.localEditMade()
                #expect(requests.delays == [5, 5])
            }
        }

        @Test("The network coming back asks for a sync; staying up or going down does not")
        func networkBack() {
            ContextLoop.owningDefault {
                let (triggers, requests) = triggers()
                triggers.networkChanged(available: true)
                triggers.networkChanged(available: false)
                triggers.networkChanged(available: false)
                #expect(requests.delays.isEmpty)
                triggers.networkChanged(available: true)
                #expect(requests.delays == [3])
                triggers.networkChanged(available: true)
                #expect(requests.delays == [3])
            }
        }

        @Test("A resume asks for a sync")
        func resume() {
            ContextLoop.owningDefault {
                let (triggers, requests) = triggers()
                triggers.resumed()
                #expect(requests.delays == [3])
            }
        }

        @Test("Edits in a burst go out in one sync")
        func burstOfEditsIsOneSync() {
            ContextLoop.owningDefault {
                let fake = FakeSyncRun()
                let sync = BackgroundSync(run: fake.run)
                var reports = 0
                sync.onReport = { _ in reports += 1 }
                let triggers = SyncTriggers(
                    timing: SyncTiming(atStart: 60, periodic: 3_600, afterEdit: 0.2, afterWake: 60)
                ) {
                    sync.requestSync(after: $0)
                }
                for _ in 0..<4 { triggers.localEditMade() }
                #expect(ContextLoop.run(nil) { reports == 1 })
                #expect(!ContextLoop.run(nil, timeout: .milliseconds(400)) { fake.count > 1 })
            }
        }
    }
}
