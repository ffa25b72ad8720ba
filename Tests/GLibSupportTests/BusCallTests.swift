import CGLib
import GLibSupport
import TestSupport
import Testing

/// Asynchronous method calls: the reply, or the error with its D-Bus name, comes back on
/// the caller's main context.
@Suite struct BusCallTests {
    /// Calls `method` on `bus` (of the bus itself unless `destination` is given) and returns
    /// what reached the completion.
    private static func call(
        _ bus: PrivateBus, _ method: String, destination: String = "org.freedesktop.DBus",
        replyType: String? = nil, autoStart: Bool = true
    ) -> Result<OpaquePointer, GLibError>? {
        ContextLoop.withPrivateContext { context in
            var outcome: Result<OpaquePointer, GLibError>?
            let path = "/" + destination.replacingOccurrences(of: ".", with: "/")
            BusCall.call(
                bus.connection, destination: destination, path: path, interface: destination, method: method,
                replyType: replyType, autoStart: autoStart
            ) { outcome = $0 }
            _ = ContextLoop.run(context) { outcome != nil }
            return outcome
        }
    }

    /// A method's reply tuple reaches the completion, of the type asked for.
    @Test func replyReachesTheCompletion() async throws {
        let bus = try await PrivateBus()
        let reply = try #require(Self.call(bus, "GetId", replyType: "(s)")).get()
        defer { g_variant_unref(reply) }
        let identifier = Variant.child(reply, 0)
        defer { g_variant_unref(identifier) }
        #expect(Variant.string(identifier).count == 32)
    }

    /// A name nobody owns, with activation off: the error carries the bus's error name, and
    /// its message not the name again.
    @Test func errorCarriesItsDBusName() async throws {
        let bus = try await PrivateBus()
        let outcome = try #require(Self.call(bus, "Hello", destination: "org.example.Nobody", autoStart: false))
        guard case .failure(let error) = outcome else {
            Issue.record("expected an error, got \(outcome)")
            return
        }
        #expect(error.remoteName == "org.freedesktop.DBus.Error.NameHasNoOwner")
        #expect(!error.message.hasPrefix("GDBus.Error:"))
    }

    /// A reply of another type than the one asked for is an error, not a reply.
    @Test func replyOfTheWrongTypeIsAnError() async throws {
        let bus = try await PrivateBus()
        let outcome = try #require(Self.call(bus, "GetId", replyType: "(u)"))
        guard case .failure(let error) = outcome else {
            Issue.record("expected an error, got \(outcome)")
            return
        }
        #expect(error.remoteName == nil)
        #expect(error.message.contains("(u)"))
    }
}
