import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// The user's response to a popup goes out as a signal and to the app itself.
@Suite("Daemon: responses")
struct DaemonResponseTests {
    /// A click on the popup is the "default" action, signalled and relayed.
    @Test func clickIsTheDefaultAction() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.poster.respond(toPost: 0, .action("default"))
        let expected = [
            RecordingSignals.Response(appIdentifier: DaemonHarness.app, identifier: "tea", action: "default")
        ]
        #expect(harness.signals.responses == expected)
        #expect(harness.signals.relayed == expected)
    }

    /// A typed reply is reported as the action that asked for text, with the text as
    /// user-text, on the signal and to the app.
    @Test func replyCarriesTheUserText() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.poster.respond(toPost: 0, .reply(action: "add-item", text: "Buy milk"))
        let expected = [
            RecordingSignals.Response(
                appIdentifier: DaemonHarness.app, identifier: "tea", action: "add-item",
                data: ["user-text": .string("Buy milk")])
        ]
        #expect(harness.signals.responses == expected)
        #expect(harness.signals.relayed == expected)
    }

    /// A category's button is reported by its key.
    @Test func buttonIsReportedByItsKey() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.poster.respond(toPost: 0, .action("done"))
        #expect(harness.signals.responses.map(\.action) == ["done"])
    }

    /// Dismissed by the user (close reason 2) is "dismissed"; other closes are not reported.
    @Test(arguments: [(2, ["dismissed"]), (1, []), (3, []), (4, [])] as [(Int32, [String])])
    func closeReportsOnlyADismissal(reason: Int32, actions: [String]) throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.poster.respond(toPost: 0, .closed(reason: reason))
        #expect(harness.signals.responses.map(\.action) == actions)
        #expect(harness.signals.relayed.map(\.action) == actions)
    }

    /// An answered popup (a button, a click, a reply) is taken down on the server by its
    /// id; a closed one is gone already and is not.
    @Test(
        arguments: [
            (.action("done"), [1]), (.action("default"), [1]), (.reply(action: "add-item", text: "Milk"), [1]),
            (.closed(reason: 2), []), (.closed(reason: 1), []),
        ] as [(PopupResponse, [UInt32])])
    func answeredPopupIsClosedOnTheServer(response: PopupResponse, closed: [UInt32]) throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        #expect(harness.poster.serverIDs == [1])
        harness.poster.respond(toPost: 0, response)
        #expect(harness.poster.closedServerIDs == closed)
    }

    /// A popup is answered once: a second ActionInvoked (GNOME Shell sends two after a
    /// replace), a reply after it or the close that follows the answer reports nothing more.
    @Test func popupIsAnsweredOnce() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.poster.respond(toPost: 0, .action("done"))
        harness.poster.respond(toPost: 0, .action("done"))
        harness.poster.respond(toPost: 0, .reply(action: "add-item", text: "Milk"))
        harness.poster.respond(toPost: 0, .closed(reason: 2))
        #expect(harness.signals.responses.map(\.action) == ["done"])
        #expect(harness.signals.relayed.map(\.action) == ["done"])
        #expect(harness.poster.closedServerIDs == [1])
    }

    /// A response to a summary popup is reported for each reminder it stands for.
    @Test func summaryResponseReachesEveryReminder() throws {
        let harness = DaemonHarness()
        try harness.store(
            [inSeconds(600, "tea"), inSeconds(1_200, "cake")], addedAt: DaemonHarness.start.addingTimeInterval(-7_200))
        try harness.daemon.start()
        harness.poster.respond(toPost: 0, .action("default"))
        #expect(harness.signals.relayed.map(\.identifier) == ["tea", "cake"])
    }

    /// After a popup closed, nothing more is reported for it; a popup never posted gets none.
    @Test func closedPopupIsForgotten() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"))
        harness.poster.respond(toPost: 0, .closed(reason: 1))
        harness.poster.respond(toPost: 0, .action("default"))
        harness.poster.onResponse(999, .action("default"))
        #expect(harness.signals.responses.isEmpty)
    }

    /// A refused popup is not shown, so a late response for it is not reported.
    @Test func refusedPopupGetsNoResponse() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.poster.outcome = .refuse
        try harness.add(immediate("tea"))
        harness.poster.respond(toPost: 0, .action("default"))
        #expect(harness.signals.responses.isEmpty)
    }
}
