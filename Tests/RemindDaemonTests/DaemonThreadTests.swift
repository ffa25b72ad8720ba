import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// Popups of one app and thread replace one another on the server instead of piling up.
@Suite("Daemon: threads")
struct DaemonThreadTests {
    /// The second popup of a thread goes out with the server's id of the first as replaces_id.
    @Test func secondPopupOfAThreadReplacesTheFirst() throws {
        let harness = try started()
        try harness.add(threaded("milk", "Groceries"))
        try harness.add(threaded("eggs", "Groceries"))
        try harness.add(threaded("bread", "Groceries"))
        #expect(
            harness.poster.posts.map(\.message.replacesID) == [
                0, harness.poster.serverIDs[0], harness.poster.serverIDs[0],
            ])
        #expect(harness.poster.serverIDs[0] != 0)
    }

    /// The portal's show-as-new posts a new popup instead of replacing the thread's last; the
    /// thread's next popup replaces the new one.
    @Test func showAsNewStartsAFreshPopupOfItsThread() throws {
        let harness = try started()
        try harness.add(threaded("milk", "Groceries"))
        var eggs = threaded("eggs", "Groceries")
        eggs.content.portal.displayHints = [.showAsNew]
        try harness.add(eggs)
        try harness.add(threaded("bread", "Groceries"))
        #expect(harness.poster.posts.map(\.message.replacesID) == [0, 0, harness.poster.serverIDs[1]])
    }

    /// Popups without a thread, of another thread or of another app's same thread stand alone.
    @Test func otherThreadsAndAppsDoNotReplace() throws {
        let harness = try started()
        try harness.add(threaded("milk", "Groceries"))
        try harness.add(threaded("dentist", "Health"))
        try harness.add(threaded("tea", ""))
        try harness.add(threaded("tea2", ""))
        _ = try harness.daemon.add(
            [RequestCodec.encode(threaded("paint", "Groceries"))], appIdentifier: "org.example.Other")
        #expect(harness.poster.posts.map(\.message.replacesID) == [0, 0, 0, 0, 0])
    }

    /// Once the thread's popup closed, the next one is new again.
    @Test func closedPopupIsNotReplaced() throws {
        let harness = try started()
        try harness.add(threaded("milk", "Groceries"))
        harness.poster.respond(toPost: 0, .closed(reason: 2))
        try harness.add(threaded("eggs", "Groceries"))
        #expect(harness.poster.posts.map(\.message.replacesID) == [0, 0])
    }

    /// Once the thread's popup was answered (and so closed), the next one is new again.
    @Test func answeredPopupIsNotReplaced() throws {
        let harness = try started()
        try harness.add(threaded("milk", "Groceries"))
        harness.poster.respond(toPost: 0, .action("default"))
        try harness.add(threaded("eggs", "Groceries"))
        #expect(harness.poster.closedServerIDs == [1])
        #expect(harness.poster.posts.map(\.message.replacesID) == [0, 0])
    }

    /// A server that quits takes its popups along, and its successor counts ids from 1: the
    /// thread's next popup replaces nothing (it once replaced whatever popup, another app's
    /// critical one, the new server had given the old id), and the old popups report nothing.
    @Test func serverRestartForgetsTheThreadsPopup() throws {
        let harness = try started()
        try harness.add(threaded("milk", "Groceries"))
        try harness.add(threaded("tea", "Drinks"))
        harness.server.vanish()
        harness.server.appear()
        try harness.add(threaded("eggs", "Groceries"))
        #expect(harness.poster.posts.map(\.message.replacesID) == [0, 0, 0])
        #expect(harness.poster.forgetCount == 1)
        harness.poster.respond(toPost: 0, .action("default"))
        #expect(harness.signals.responses.isEmpty)
    }

    /// A replaced popup is gone: what the server might still say about it is not relayed.
    @Test func replacedPopupReportsNothing() throws {
        let harness = try started()
        try harness.add(threaded("milk", "Groceries"))
        try harness.add(threaded("eggs", "Groceries"))
        harness.poster.respond(toPost: 0, .action("default"))
        harness.poster.respond(toPost: 1, .action("default"))
        #expect(harness.signals.responses.map(\.identifier) == ["eggs"])
    }

    private func started() throws -> DaemonHarness {
        let harness = DaemonHarness()
        try harness.daemon.start()
        return harness
    }

    private func threaded(_ identifier: String, _ thread: String) -> NotificationRequest {
        var request = immediate(identifier)
        request.content.threadIdentifier = thread
        return request
    }
}
