import CGLib
import Foundation
import GLibSupport
import LocalNotifications
import RemindDaemon
import TestSupport
import Testing

/// remindd's live poster against python3-dbusmock's notification server on a private bus:
/// an answer is reported once however often the server signals it, the close that follows
/// it is not reported, and `close` reaches the server as `CloseNotification`.
///
/// The poster's calls and signals come back on a main context of the test's own, which it
/// turns by hand.
@Suite("The bus poster")
struct BusPopupPosterTests {
    /// The stand-in notification server on a bus of the test's own, and a connection to
    /// that bus for the poster.
    private final class StandIn {
        let folder: TemporaryFolder
        let bus: BusDaemon
        let server: ChildProcess
        /// The test's connection, to drive the stand-in.
        let control: TestSupport.BusConnection

        init() async throws {
            folder = try TemporaryFolder()
            bus = try await BusDaemon.start(
                type: "session", named: "bus", in: folder.url.path, environment: ProcessEnvironment.make([:]))
            let log = folder.path("server.log")
            server = try ChildProcess.launch(
                "notification-server", executable: "/usr/bin/python3",
                arguments: [
                    "-m", "dbusmock", "--template", "notification_daemon", "-p", #"{"capabilities": "actions body"}"#,
                ],
                environment: ProcessEnvironment.make(["DBUS_SESSION_BUS_ADDRESS": bus.address]), standardOutput: log,
                standardError: log)
            control = try TestSupport.BusConnection(address: bus.address)
            let owned = await Poll.until(timeout: .seconds(20)) {
                self.control.owner(of: NotificationServer.busName) != nil
            }
            try #require(owned, "the stand-in did not start: \(ChildProcess.read(log))")
            // The template's CloseNotification takes an int and says "expired": make it the
            // spec's, which takes a uint and says "closed by a call".
            _ = try mock(
                "AddMethod",
                #"('org.freedesktop.Notifications', 'CloseNotification', 'u', '', "#
                    + #"'self.EmitSignal("", "NotificationClosed", "uu", [args[0], 3])')"#)
        }

        deinit {
            _ = server.kill()
            _ = bus.process.kill()
            folder.remove()
        }

        /// Calls a method of dbusmock's control interface on the stand-in.
        func mock(_ member: String, _ arguments: String) throws -> String {
            try control.call(
                NotificationServer.busName, NotificationServer.objectPath, "org.freedesktop.DBus.Mock", member,
                arguments: arguments)
        }

        /// Has the stand-in emit `signal` with the arguments `(id, text)` or `(id, reason)`.
        func emit(_ signal: String, _ signature: String, _ arguments: String) throws {
            _ = try mock("EmitSignal", "('org.freedesktop.Notifications', '\(signal)', '\(signature)', \(arguments))")
        }

        /// The ids of the CloseNotification calls the stand-in received, as it printed them.
        func closeCalls() throws -> String {
            try mock("GetMethodCalls", "('CloseNotification',)")
        }

        /// A new connection to the bus, owned by the caller.
        func connect() throws -> OpaquePointer {
            var error: UnsafeMutablePointer<GError>?
            let flags = GDBusConnectionFlags(
                G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                    | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            let connection = g_dbus_connection_new_for_address_sync(bus.address, flags, nil, nil, &error)
            let failure = GLibError.take(&error)
            return try #require(connection, "cannot connect: \(failure?.message ?? "")")
        }
    }

    /// Two ActionInvoked for one popup give one response; closing it sends CloseNotification
    /// with its id, and the NotificationClosed that answers is not reported; another popup's
    /// action still is.
    @Test func answerIsReportedOnceAndTheCloseReachesTheServer() async throws {
        let standIn = try await StandIn()
        let connection = try standIn.connect()
        defer {
            g_dbus_connection_close_sync(connection, nil, nil)
            g_object_unref(gpointer(connection))
        }
        try ContextLoop.withPrivateContext { context in
            let poster = BusPopupPoster(connection: connection)
            var responses: [(UInt64, PopupResponse)] = []
            poster.onResponse = { token, response in responses.append((token, response)) }
            var serverIDs: [UInt64: UInt32] = [:]
            let message = PopupFixtures.single(NotificationContent(title: "Tea"), capabilities: ["actions"])
            for token: UInt64 in [1, 2] {
                poster.post(message, token: token) { result in serverIDs[token] = try? result.get() }
            }
            #expect(ContextLoop.run(context) { serverIDs.count == 2 })
            let first = try #require(serverIDs[1])
            let second = try #require(serverIDs[2])

            try standIn.emit("ActionInvoked", "us", "[<uint32 \(first)>, <'default'>]")
            try standIn.emit("ActionInvoked", "us", "[<uint32 \(first)>, <'default'>]")
            #expect(ContextLoop.run(context) { !responses.isEmpty })
            poster.close(serverID: first)
            // Polled without turning the context: the stand-in emits its NotificationClosed
            // while it answers the call, before the signal below.
            let deadline = ContinuousClock.now + .seconds(10)
            while try !standIn.closeCalls().contains("<uint32 \(first)>"), ContinuousClock.now < deadline {
                usleep(20_000)
            }
            #expect(try standIn.closeCalls().contains("[<uint32 \(first)>]"))
            try standIn.emit("ActionInvoked", "us", "[<uint32 \(second)>, <'default'>]")
            #expect(ContextLoop.run(context) { responses.count >= 2 })

            #expect(responses.map(\.0) == [1, 2])
            #expect(responses.map(\.1) == [.action("default"), .action("default")])
            #expect(try !standIn.closeCalls().contains("<uint32 \(second)>"))
        }
    }
}
