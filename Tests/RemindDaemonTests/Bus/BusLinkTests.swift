import CGLib
import Foundation
import GLibSupport
import RemindersAPI
import Testing

@testable import RemindDaemon

/// remindd's live bus adapters on an in-process D-Bus link: the object answers calls and
/// refuses bad ones with the API's error names, the signals go out, and the live bus
/// connection calls. No bus daemon and no other process take part (name watches need a
/// bus daemon, so they are the end-to-end tests' part).
@Suite("Bus adapters on a D-Bus link")
struct BusLinkTests {
    /// A started daemon with test doubles, served on `link.server`. The object must go
    /// before the link closes: `serve` sees to it.
    final class Fixture {
        /// The link the object is served on.
        let link: PeerLink
        /// The daemon answering the calls.
        let harness = DaemonHarness()
        /// remindd's object, on the serving side.
        let service: RemindersService
        /// The calling side, as remindd's live bus connection.
        let client: GIOBusConnection

        /// Serves a started daemon on `link`.
        init(link: PeerLink) throws {
            self.link = link
            try harness.daemon.start()
            service = try RemindersService(connection: link.server)
            service.handler = harness.daemon
            client = GIOBusConnection(link.client)
        }

        /// Calls `method` with the parameters in GVariant text form; the reply as text.
        func call(_ method: String, _ parameters: String? = nil) -> Result<String, GLibError>? {
            var result: Result<String, GLibError>?
            // A parsed variant is not floating: the call takes a reference of its own.
            let parsed = parameters.flatMap { g_variant_parse(nil, $0, nil, nil, nil) }
            defer { if let parsed { g_variant_unref(parsed) } }
            client.call(
                destination: RemindersBus.busName, path: RemindersBus.objectPath,
                interface: RemindersBus.interfaceName, method: method,
                parameters: parsed, replyType: nil
            ) { reply in
                result = reply.map { variant in
                    defer { g_variant_unref(variant) }
                    guard let text = g_variant_print(variant, 0) else { return "" }
                    defer { g_free(text) }
                    return String(cString: text)
                }
            }
            link.run { result != nil }
            return result
        }
    }

    /// Runs `body` with a daemon served on a new link, and closes the link after the
    /// object is gone.
    static func serve(_ body: (Fixture) throws -> Void) throws {
        let link = try PeerLink()
        defer { link.close() }
        try body(try Fixture(link: link))
    }

    /// A call is answered by the daemon through the object.
    @Test func callIsAnswered() throws {
        try Self.serve { fixture in
            let reply = fixture.call("GetStatus")
            guard case .success(let text) = reply else {
                Issue.record("GetStatus: \(String(describing: reply))")
                return
            }
            #expect(text.contains("'notification-server': <true>"))
        }
    }

    /// A bad argument comes back as the API's InvalidArgument error, with its message.
    @Test func badArgumentIsTheAPIsError() throws {
        try Self.serve { fixture in
            let reply = fixture.call("Add", "('', {'identifier': <'tea'>, 'title': <'Tea'>})")
            guard case .failure(let error) = reply else {
                Issue.record("Add with no app identifier: \(String(describing: reply))")
                return
            }
            #expect(error.remoteName == RemindersBus.invalidArgumentError)
            #expect(error.message.contains("app identifier"))
        }
    }

    /// Before the daemon is its handler, the object answers that remindd is starting.
    @Test func startingDaemonFailsCalls() throws {
        try Self.serve { fixture in
            fixture.service.handler = nil
            guard case .failure(let error) = fixture.call("GetStatus") else {
                Issue.record("GetStatus was answered without a handler")
                return
            }
            #expect(error.remoteName == RemindersBus.failedError)
            #expect(error.message == "remindd is starting")
        }
    }

    /// Delivered and Response go out as the interface's signals, each Response followed by
    /// ResponseWithData with its data (empty, or the typed reply); the response also goes to
    /// the relay.
    @Test func signalsGoOut() throws {
        try Self.serve { fixture in
            var received: [String] = []
            let box = ClosureBox<String>({ received.append($0) })
            let subscription = g_dbus_connection_signal_subscribe(
                fixture.link.client, nil, RemindersBus.interfaceName, nil, RemindersBus.objectPath, nil,
                G_DBUS_SIGNAL_FLAGS_NONE,
                { _, _, _, _, signal, parameters, data in
                    guard let signal, let text = g_variant_print(parameters, 0) else { return }
                    defer { g_free(text) }
                    ClosureBox<String>.from(data)?.call("\(String(cString: signal)) \(String(cString: text))")
                }, box.retain(), ClosureBox<String>.release)
            defer { g_dbus_connection_signal_unsubscribe(fixture.link.client, subscription) }
            let relayBus = FakeBus()
            let emitter = BusSignalEmitter(
                service: fixture.service, relay: ResponseRelay(bus: relayBus, log: LogLines().makeLog()))
            emitter.emitDelivered(
                appIdentifier: "org.example.App", identifier: "tea", notification: ["late": .bool(false)])
            emitter.emitResponse(appIdentifier: "org.example.App", identifier: "tea", action: "default")
            emitter.emitResponse(
                appIdentifier: "org.example.App", identifier: "day", action: "add-item",
                data: ["user-text": .string("Milk")])
            emitter.relay(appIdentifier: "org.example.App", identifier: "tea", action: "default")
            fixture.link.run { received.count == 5 }
            #expect(
                received == [
                    "Delivered ('org.example.App', 'tea', {'late': <false>})",
                    "Response ('org.example.App', 'tea', 'default')",
                    "ResponseWithData ('org.example.App', 'tea', 'default', {})",
                    "Response ('org.example.App', 'day', 'add-item')",
                    "ResponseWithData ('org.example.App', 'day', 'add-item', {'user-text': <'Milk'>})",
                ])
            #expect(relayBus.methods == ["NameHasOwner"])
        }
    }

    /// A call that comes while AddMany runs in steps waits its turn: RemoveAllPending sent
    /// just after AddMany removes what AddMany added, and GetStatus is answered meanwhile.
    @Test func callsWaitForALongAddMany() throws {
        try Self.serve { fixture in
            var answered: [String] = []
            let requests =
                "('\(DaemonHarness.app)', [{'identifier': <'tea'>, 'title': <'Tea'>, 'trigger': <'interval'>, "
                + "'interval': <60.0>}])"
            for (method, parameters) in [
                ("AddMany", requests), ("RemoveAllPending", "('\(DaemonHarness.app)',)"), ("GetStatus", "()"),
            ] {
                let parsed = g_variant_parse(nil, parameters, nil, nil, nil)
                defer { if let parsed { g_variant_unref(parsed) } }
                fixture.client.call(
                    destination: RemindersBus.busName, path: RemindersBus.objectPath,
                    interface: RemindersBus.interfaceName, method: method,
                    parameters: parsed, replyType: nil
                ) { reply in
                    if case .success(let variant) = reply { g_variant_unref(variant) }
                    answered.append(method)
                }
            }
            fixture.link.run { answered == ["GetStatus"] }
            #expect(answered == ["GetStatus"])
            fixture.harness.chunks.runAll()
            fixture.link.run { answered.count == 3 }
            #expect(answered == ["GetStatus", "AddMany", "RemoveAllPending"])
            #expect((try? fixture.harness.pendingIdentifiers()) == [])
        }
    }
}
