import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// Without a notification server the popups wait; when one appears they are posted.
@Suite("Daemon: notification server")
struct DaemonServerTests {
    /// Without a server the popup waits and the daemon asks for one to be started; the
    /// server that then appears gets it, and the status says so.
    @Test func popupWaitsForTheServer() throws {
        let harness = DaemonHarness(serverReady: false)
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        #expect(harness.poster.posts.isEmpty)
        #expect(harness.server.startRequests == 1)
        #expect(harness.status("notification-server") == .bool(false))
        #expect(harness.status("queued") == .uint32(1))
        #expect(try harness.scheduler.unposted().map(\.identifier) == ["tea"])

        harness.server.appear(capabilities: ["body", "actions"])
        #expect(harness.poster.summaries == ["tea"])
        #expect(harness.status("notification-server") == .bool(true))
        #expect(harness.status("capabilities") == .strings(["actions", "body"]))
        #expect(harness.status("queued") == .uint32(0))
        #expect(try harness.scheduler.unposted().isEmpty)
    }

    /// After the server went away the next popups wait again, for the next server.
    @Test func popupsWaitAgainWhenTheServerGoes() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.server.vanish()
        try harness.add(immediate("cake"))
        #expect(harness.poster.summaries == ["tea"])
        harness.server.appear()
        #expect(harness.poster.summaries == ["tea", "cake"])
    }

    /// The popup is composed for the server that takes it: buttons only where it offers
    /// actions, markup escaped only where it reads markup.
    @Test func popupFollowsTheCapabilitiesOfTheServer() throws {
        let harness = DaemonHarness(serverReady: false)
        try harness.daemon.start()
        var request = immediate("tea")
        request.content.body = "milk & sugar"
        try harness.add(request)
        harness.server.appear(capabilities: ["actions", "body-markup"])
        let message = try #require(harness.poster.posts.first?.message)
        #expect(message.actions.map(\.key) == ["default"])
        #expect(message.body == "milk &amp; sugar")

        harness.server.vanish()
        harness.clock.advance(by: 1)
        try harness.add(request)
        harness.server.appear(capabilities: [])
        let plain = try #require(harness.poster.posts.last?.message)
        #expect(plain.actions.isEmpty)
        #expect(plain.body == "milk & sugar")
    }
}
