import Foundation
import TestSupport
import Testing

/// remindd hands the user's response to the app: the Response signal, and
/// org.freedesktop.Application.ActivateAction on the app's bus name, which starts the app.
@Suite("Responses handed to the app")
struct ResponseRelayTests {
    /// `dunstctl action 0` clicks the popup: remindd emits Response(app, id, "default") and
    /// calls ActivateAction("notification-response", [<("water", "default")>], {}) on the
    /// app, which the bus starts for it. Dismissing the next popup (`dunstctl close`)
    /// reaches the app, running by now, as "dismissed".
    @Test func clickStartsTheAppAndDismissalReachesIt() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer(popupsExpireAfter: 120)
            let app = try await session.installFakeApp()
            try await session.startResponseMonitor()
            let set = await session.setCategories(app: FakeApp.name, CategoryActionTests.itemReminder)
            try #require(set.status == 0, "\(set)")
            try #require(try await !session.nameHasOwner(FakeApp.name))

            let add = await session.addRequest(app: FakeApp.name, CategoryActionTests.request("water", title: "Water"))
            try #require(add.status == 0, "\(add)")
            try await session.clickFirstPopup()

            let handed = try await session.waitUntil(timeout: .seconds(20)) {
                try session.activateActionCalls().count == 1
            }
            #expect(handed, "\(session.diagnostics)\n\(ChildProcess.read(session.responseMonitorOutput))")
            #expect(try session.responseSignals() == [[FakeApp.name, "water", "default"]])
            let call = try #require(try session.activateActionCalls().first)
            #expect(call.destination == FakeApp.name)
            #expect(call.path == "/org/example/FakeApp")
            #expect(call.interface == "org.freedesktop.Application")
            #expect(
                call.arguments == [
                    .string("notification-response"),
                    .array([.variant(.structure([.string("water"), .string("default")]))]), .array([]),
                ])
            let started = await session.waitUntil(timeout: .seconds(20)) { app.activations().count == 1 }
            #expect(started, "\(app.calls())")
            #expect(app.activations().first?.action == "notification-response")
            #expect(app.activations().first?.parameter == #"[["water","default"]]"#)
            let logged = await session.waitUntil {
                session.daemonEvents().contains("remindd: responded \(FakeApp.name)/water default (handed to the app)")
            }
            #expect(logged, "\(session.diagnostics)")

            // dunst keeps a clicked popup on screen; closing it reports nothing more.
            let closeFirst = await session.runTool("dunstctl", ["close"], timeout: .seconds(30))
            try #require(closeFirst.status == 0, "\(closeFirst)")
            try #require(await session.waitUntil { await session.displayedCount() == 0 })

            let second = await session.addRequest(app: FakeApp.name, CategoryActionTests.request("tea", title: "Tea"))
            try #require(second.status == 0, "\(second)")
            try #require(try await session.waitForNotifyCalls(2).count == 2, "\(session.diagnostics)")
            try #require(await session.waitUntil { await session.displayedCount() == 1 })
            let close = await session.runTool("dunstctl", ["close"], timeout: .seconds(30))
            try #require(close.status == 0, "\(close)")
            let dismissed = await session.waitUntil(timeout: .seconds(20)) { app.activations().count == 2 }
            #expect(dismissed, "\(app.calls())\n\(session.diagnostics)")
            #expect(app.activations().last?.parameter == #"[["tea","dismissed"]]"#)
            #expect(
                try session.responseSignals() == [
                    [FakeApp.name, "water", "default"], [FakeApp.name, "tea", "dismissed"],
                ])
            #expect(try session.activateActionCalls().count == 2)
        }
    }

    /// A click that the notification server sends with an activation token (its
    /// `ActivationToken` signal, before `ActionInvoked`) reaches the app with the token in
    /// ActivateAction's platform data, under GApplication's names for Wayland and X11, so
    /// that the app may raise its window.
    @Test func clickCarriesTheServersActivationToken() async throws {
        try await TestSession.with { session in
            let server = try await ReplyingNotificationServer(in: session)
            _ = try await session.installFakeApp()
            try await session.startResponseMonitor()
            let add = await session.addRequest(app: FakeApp.name, CategoryActionTests.request("water", title: "Water"))
            try #require(add.status == 0, "\(add)")
            try #require(try await session.waitForNotifyCalls(1).count == 1, "\(session.diagnostics)")
            try await server.click(1, activationToken: "token-from-the-server")

            let handed = try await session.waitUntil(timeout: .seconds(20)) {
                try session.activateActionCalls().count == 1
            }
            #expect(handed, "\(session.diagnostics)")
            let call = try #require(try session.activateActionCalls().first)
            let token = MonitorValue.variant(.string("token-from-the-server"))
            #expect(
                call.arguments == [
                    .string("notification-response"),
                    .array([.variant(.structure([.string("water"), .string("default")]))]),
                    .array([
                        .dictEntry(.string("activation-token"), token),
                        .dictEntry(.string("desktop-startup-id"), token),
                    ]),
                ], "\(call.arguments)")
        }
    }

    /// An app that neither runs nor can be started gets the Response signal only: no call.
    @Test func appThatCannotBeStartedGetsTheSignalOnly() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer(popupsExpireAfter: 120)
            try await session.startResponseMonitor()
            let add = await session.addRequest(app: FakeApp.name, CategoryActionTests.request("water", title: "Water"))
            try #require(add.status == 0, "\(add)")
            try await session.clickFirstPopup()
            let signalled = try await session.waitUntil(timeout: .seconds(20)) {
                try !session.responseSignals().isEmpty
            }
            #expect(signalled, "\(session.diagnostics)")
            let logged = await session.waitUntil(timeout: .seconds(10)) {
                session.daemonEvents().contains {
                    $0.hasPrefix("remindd: responded \(FakeApp.name)/water default (signal only")
                }
            }
            #expect(logged, "\(session.diagnostics)")
            #expect(try session.activateActionCalls().isEmpty)
        }
    }
}
