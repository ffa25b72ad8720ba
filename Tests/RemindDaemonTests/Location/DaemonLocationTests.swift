import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// Location requests in the daemon: the location is asked for only while one is pending,
/// at the accuracy the smallest region needs, and a crossing posts one popup.
@Suite("Daemon: location")
struct DaemonLocationTests {
    /// The device 11 m from the centre of the regions below (on the equator).
    static let insideLatitude = 0.0001
    /// The device 222 m north of it.
    static let outsideLatitude = 0.002

    func region(
        _ identifier: String, radius: Double = 100, onEntry: Bool = true, onExit: Bool = false, repeats: Bool = false
    ) -> NotificationRequest {
        NotificationRequest(
            identifier: identifier, content: NotificationContent(title: identifier),
            trigger: .location(
                LocationTrigger(
                    latitude: 0, longitude: 0, radius: radius, notifyOnEntry: onEntry, notifyOnExit: onExit,
                    repeats: repeats)))
    }

    /// Nothing pending: the location is never asked for; the first location request starts
    /// it, the last one cancelled stops it.
    @Test func asksOnlyWhileARequestIsPending() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(60, "tea"))
        #expect(harness.location.calls.isEmpty)
        try harness.add(region("shop"))
        #expect(harness.location.calls == ["start 8"])
        try harness.daemon.removePending(["shop"], appIdentifier: DaemonHarness.app)
        #expect(harness.location.calls == ["start 8", "stop"])
    }

    /// The accuracy follows the smallest pending region: a street for 2 km, exact for 100 m.
    @Test func accuracyFollowsTheSmallestRegion() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(region("town", radius: 60_000))
        try harness.add(region("district", radius: 2_000))
        try harness.add(region("shop", radius: 100))
        try harness.daemon.removePending(["shop"], appIdentifier: DaemonHarness.app)
        #expect(harness.location.calls == ["start 4", "start 6", "start 8", "start 6"])
    }

    /// Coming in posts one popup and ends the one-shot, which stops the location.
    @Test func entryPostsOnceAndStops() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(region("shop"))
        harness.location.move(latitude: Self.outsideLatitude, longitude: 0)
        #expect(harness.poster.summaries.isEmpty)
        harness.location.move(latitude: Self.insideLatitude, longitude: 0)
        #expect(harness.poster.summaries == ["shop"])
        #expect(harness.signals.delivered.map(\.identifier) == ["shop"])
        #expect(try harness.pendingIdentifiers().isEmpty)
        #expect(harness.location.calls == ["start 8", "stop"])
    }

    /// A repeating entry-and-exit request posts on each crossing, none for updates inside.
    @Test func repeatingPostsOnEachCrossing() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(region("office", onExit: true, repeats: true))
        for latitude in [Self.outsideLatitude, Self.insideLatitude, 0, -0.0002, Self.outsideLatitude, 0.003] {
            harness.clock.travel(to: harness.clock.now.addingTimeInterval(30))
            harness.location.move(latitude: latitude, longitude: 0)
        }
        #expect(harness.poster.summaries == ["office", "office"])
        #expect(try harness.pendingIdentifiers() == ["office"])
        #expect(harness.location.runningAccuracy == .exact)
    }

    /// A restart over the same store neither fires the crossing again nor forgets the request.
    @Test func restartKeepsTheState() throws {
        let first = DaemonHarness()
        try first.daemon.start()
        try first.add(region("office", repeats: true))
        first.location.move(latitude: Self.outsideLatitude, longitude: 0)
        first.location.move(latitude: Self.insideLatitude, longitude: 0)
        #expect(first.poster.summaries == ["office"])

        let second = DaemonHarness(repository: first.repository)
        try second.daemon.start()
        #expect(second.location.calls == ["start 8"])
        second.location.move(latitude: Self.insideLatitude, longitude: 0)
        #expect(second.poster.summaries.isEmpty)
    }

    /// A location request lists no next trigger date, and Add answers 0 for it.
    @Test func listingAndAddAnswer() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        #expect(try harness.add(region("shop")) == [Date(timeIntervalSince1970: 0)])
        let entry = try #require(try harness.pending().first)
        #expect(entry[ListingCodec.nextTriggerDateKey] == nil)
        #expect(entry[ListingCodec.regionStateKey] == .string("unknown"))
        #expect(harness.timer.armedAt == nil)
    }

    /// GetStatus says what the location service says; the request stays pending meanwhile.
    @Test(arguments: [LocationAvailability.available, .denied, .missing])
    func statusSaysWhy(_ availability: LocationAvailability) throws {
        let harness = DaemonHarness()
        harness.location.availability = availability
        try harness.daemon.start()
        try harness.add(region("shop"))
        #expect(harness.status(StatusKey.location) == .string(availability.rawValue))
        #expect(try harness.pendingIdentifiers() == ["shop"])
    }
}
