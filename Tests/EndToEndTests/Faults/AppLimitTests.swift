import Foundation
import TestSupport
import Testing

extension FaultTests {
    /// remindd's limits for one app (docs/dbus-api.md, "Limits") against a real flood.
    @Suite("Limits per app")
    struct AppLimitTests {
        /// 2 000 Add calls from one app, 100 awaiting their reply at a time, with at most 500
        /// a minute: 500 are stored and the rest refused with LimitExceeded naming the
        /// limit; another app's reminder, due during the flood, pops up on time.
        @Test func floodFromOneAppLeavesAnotherOnTime() async throws {
            try await TestSession.with { session in
                try session.writeDaemonLimits(pendingPerApp: 0, addsPerMinute: 500)
                try await session.startNotificationServer()
                let other = await session.callRemindd(
                    "Add",
                    [
                        "org.example.Other",
                        "{'identifier': <'train'>, 'title': <'Train'>, 'trigger': <'interval'>, 'interval': <3.0>}",
                    ])
                try #require(other.status == 0, "\(other)")
                let due = Date().addingTimeInterval(3)
                let flood = await BadInputBusTests.script(session, ["add-burst", "2000", "flood"])
                #expect(flood.stdout.hasPrefix("ok 500 failed 1500"), "\(flood)")
                #expect(flood.stdout.contains("LimitExceeded"), "\(flood)")
                #expect(flood.stdout.contains("at most 500 a minute from one app (adds-per-minute"), "\(flood)")
                #expect(try await session.pending().count == 500)
                let calls = try await session.waitForNotifyCalls(1)
                let train = try #require(calls.first { $0.summary == "Train" }, "\(session.diagnostics)")
                #expect(abs(train.date.timeIntervalSince(due)) < 1.5, "due \(due), shown \(train.date)")
            }
        }
    }
}
