import Foundation
import LocalNotifications
import Testing

/// One app's view of the scheduler: pending and delivered lists, removal, separation of apps.
@Suite("App notification center")
struct AppNotificationCenterTests {
    /// Pending requests come soonest first, whatever the order they were added in.
    @Test func pendingSortedByNextFireDate() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let center = harness.center()
        try center.add(makeRequest("evening", daily(hour: 20)))
        try center.add(makeRequest("soon", interval(60)))
        try center.add(makeRequest("tomorrow", daily(hour: 8)))
        try center.add(makeRequest("noon", daily(hour: 12)))
        let pending = try center.pendingRequests()
        #expect(pending.map(\.identifier) == ["soon", "noon", "evening", "tomorrow"])
        #expect(
            pending.map { isoString($0.nextFireDate, in: harness.clock.timeZone) } == [
                "2024-06-01T10:01:00+02:00", "2024-06-01T12:00:00+02:00",
                "2024-06-01T20:00:00+02:00", "2024-06-02T08:00:00+02:00",
            ])
    }

    /// Removal by identifiers takes exactly those and ignores unknown ones.
    @Test func removeByIdentifiers() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let center = harness.center()
        for id in ["a", "b", "c"] { try center.add(makeRequest(id, daily(hour: 9))) }
        try center.removePendingRequests(withIdentifiers: ["a", "c", "unknown"])
        #expect(try center.pendingRequests().map(\.identifier) == ["b"])
    }

    /// Removing all clears the app's pending requests only.
    @Test func removeAll() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        for id in ["a", "b"] { try harness.center("one").add(makeRequest(id, daily(hour: 9))) }
        try harness.center("two").add(makeRequest("a", daily(hour: 9)))
        try harness.center("one").removeAllPendingRequests()
        #expect(try harness.center("one").pendingRequests().isEmpty)
        #expect(try harness.center("two").pendingRequests().map(\.identifier) == ["a"])
        #expect(try harness.scheduler.nextWakeUp() != nil)
    }

    /// The same identifier in two apps is two requests: replacing or removing one leaves the other.
    @Test func appsAreSeparated() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let one = harness.center("org.example.One")
        let two = harness.center("org.example.Two")
        try one.add(makeRequest("reminder", daily(hour: 9), title: "One"))
        try two.add(makeRequest("reminder", daily(hour: 11), title: "Two"))
        #expect(try one.pendingRequests().map(\.request.content.title) == ["One"])
        #expect(try two.pendingRequests().map(\.request.content.title) == ["Two"])
        #expect(try harness.repository.allPending().count == 2)

        try one.add(makeRequest("reminder", daily(hour: 10), title: "One again"))
        #expect(try two.pendingRequests().map(\.request.content.title) == ["Two"])
        try one.removePendingRequests(withIdentifiers: ["reminder"])
        #expect(try one.pendingRequests().isEmpty)
        #expect(try harness.nextFire("reminder", app: "org.example.Two") == "2024-06-01T11:00:00+02:00")
    }

    /// Delivered notifications are listed per app, newest first, and can be removed.
    @Test func deliveredListAndRemoval() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let center = harness.center()
        try center.add(makeRequest("first", interval(60)))
        try center.add(makeRequest("second", interval(120)))
        try center.add(makeRequest("third", interval(180)))
        try harness.center("other").add(makeRequest("first", interval(60)))
        for _ in 0..<3 {
            harness.clock.advance(by: 60)
            try harness.scheduler.fireDue()
        }
        #expect(try center.deliveredNotifications().map(\.identifier) == ["third", "second", "first"])
        try center.removeDeliveredNotifications(withIdentifiers: ["second", "unknown"])
        #expect(try center.deliveredNotifications().map(\.identifier) == ["third", "first"])
        try center.removeAllDeliveredNotifications()
        #expect(try center.deliveredNotifications().isEmpty)
        #expect(try harness.center("other").deliveredNotifications().map(\.identifier) == ["first"])
    }
}
