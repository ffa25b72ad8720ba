import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// A request with `repeat-interval` posts its popup again, in place of the one before, until
/// the user acts on it, through the one timer.
@Suite("Daemon: repeat until acknowledged")
struct DaemonNaggingTests {
    /// An immediate request that nags every minute.
    func nagging(_ identifier: String, count: Int = 0) -> NotificationRequest {
        var request = immediate(identifier)
        request.repeatInterval = 60
        request.repeatCount = count
        return request
    }

    /// The timer is armed a minute after the popup; at it, the popup goes out again with the
    /// first one's id to replace; an expiry does not stop it, a dismissal does, and the
    /// timer is then disarmed.
    @Test func repeatsInPlaceUntilDismissed() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(nagging("pills"))
        #expect(harness.poster.summaries.count == 1)
        #expect(harness.timer.armedAt == DaemonHarness.start.addingTimeInterval(60))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.posts.map(\.message.replacesID) == [0, 1])
        harness.poster.respond(toPost: 1, .closed(reason: 1))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.posts.map(\.message.replacesID) == [0, 1, 0])
        harness.poster.respond(toPost: 2, .closed(reason: 2))
        #expect(harness.timer.armedAt == nil)
    }

    /// RemovePending ends the repeats and takes the popup down.
    @Test func removePendingEndsTheRepeats() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(nagging("pills"))
        try harness.daemon.removePending(["pills"], appIdentifier: DaemonHarness.app)
        #expect(harness.poster.closedServerIDs == [1])
        #expect(harness.timer.armedAt == nil)
    }

    /// A repeat that fired while remindd was killed before its popup reached the server is
    /// posted when remindd starts again over the same store, and the count goes on from it.
    @Test func repeatCutShortByACrashIsPostedAtTheNextStart() throws {
        let first = DaemonHarness()
        try first.daemon.start()
        try first.add(nagging("pills", count: 2))
        first.poster.outcome = .hold
        try first.wakeAtArmedTime()
        #expect(first.poster.summaries.count == 2)

        let second = DaemonHarness(now: first.clock.now, repository: first.repository)
        try second.daemon.start()
        #expect(second.poster.summaries == [first.poster.summaries[0]])
        try second.wakeAtArmedTime()
        #expect(second.poster.summaries.count == 2)
        #expect(second.timer.armedAt == nil)
    }

    /// A count of 1 gives the popup and one repeat.
    @Test func countRunsOut() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(nagging("pills", count: 1))
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries.count == 2)
        #expect(harness.timer.armedAt == nil)
    }
}
