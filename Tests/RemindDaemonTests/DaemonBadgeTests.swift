import Foundation
import LocalNotifications
import RemindDaemon
import Testing

/// A delivered request with a badge sets its app's count on docks; 0 clears it.
@Suite("Daemon: badges")
struct DaemonBadgeTests {
    /// The badge is set when the occurrence is delivered, not when the request is added.
    @Test func badgeIsSetOnDelivery() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(badged(inSeconds(60, "tea"), 5))
        #expect(harness.signals.badges.isEmpty)
        try harness.wakeAtArmedTime()
        #expect(harness.signals.badges.map(\.appIdentifier) == [DaemonHarness.app])
        #expect(harness.signals.badges.map(\.count) == [5])
    }

    /// A badge of 0 is sent as 0 (which hides the badge); a request without one sends nothing.
    @Test func zeroClearsAndNoneLeavesAlone() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(badged(immediate("clear"), 0))
        try harness.add(immediate("plain"))
        #expect(harness.signals.badges.map(\.count) == [0])
    }

    /// An occurrence recorded as missed past its lateness limit still sets the badge.
    @Test func missedOccurrenceSetsTheBadge() throws {
        let harness = DaemonHarness()
        try harness.store([badged(inSeconds(60, "tea", latenessLimit: 10), 3)], addedAt: DaemonHarness.start)
        harness.clock.travel(to: DaemonHarness.start.addingTimeInterval(3_600))
        try harness.daemon.start()
        #expect(harness.signals.badges.map(\.count) == [3])
        #expect(harness.poster.posts.isEmpty)
    }

    private func badged(_ request: NotificationRequest, _ badge: Int) -> NotificationRequest {
        var request = request
        request.content.badge = badge
        return request
    }
}
