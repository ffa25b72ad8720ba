import CGLib
import Foundation
import Testing

@testable import RemindDaemon

/// How remindd's object reads each method call off the wire and answers it, here with the
/// daemon over test doubles as the handler.
@Suite("RemindersService")
struct RemindersServiceTests {
    /// The reply to `method` with parameters in GVariant text form, as text ("" for none),
    /// once the daemon's steps ran.
    static func call(_ method: String, _ parameters: String, handler: Daemon?) throws(ServiceError) -> String {
        try call(method, parameters, handler: handler, steps: nil)
    }

    /// `call` for the harness's daemon, running its steps.
    static func call(_ method: String, _ parameters: String, harness: DaemonHarness) throws(ServiceError) -> String {
        try call(method, parameters, handler: harness.daemon, steps: harness.chunks)
    }

    private static func call(
        _ method: String, _ parameters: String, handler: Daemon?, steps: ManualChunks?
    )
        throws(ServiceError) -> String
    {
        let tuple = g_variant_parse(nil, parameters, nil, nil, nil)
        defer { if let tuple { g_variant_unref(tuple) } }
        var result: Result<OpaquePointer?, ServiceError>?
        RemindersService.answer(method, tuple, handler: handler) { result = $0 }
        steps?.runAll()
        guard let result else { throw .failed("no answer") }
        guard let reply = try result.get() else { return "" }
        g_variant_ref_sink(reply)
        defer { g_variant_unref(reply) }
        guard let text = g_variant_print(reply, 0) else { return "?" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// A started daemon at 2026-06-15 12:00:00 UTC (1781524800 s).
    static func started() throws -> DaemonHarness {
        let harness = DaemonHarness()
        try harness.daemon.start()
        return harness
    }

    /// A request due a minute after the start, as a D-Bus dictionary.
    static let tea = "{'identifier': <'tea'>, 'title': <'Tea'>, 'trigger': <'interval'>, 'interval': <60.0>}"
    /// A request shown at once, as a D-Bus dictionary.
    static let cake = "{'identifier': <'cake'>, 'title': <'Cake'>}"

    /// Add answers the next trigger date; AddMany one per request.
    @Test func addAnswersTheDates() throws {
        let harness = try Self.started()
        #expect(
            try Self.call("Add", "('\(DaemonHarness.app)', \(Self.tea))", harness: harness) == "(1781524860.0,)")
        #expect(
            try Self.call("AddMany", "('\(DaemonHarness.app)', [\(Self.tea), \(Self.cake)])", harness: harness)
                == "([1781524860.0, 1781524800.0],)")
        #expect(harness.poster.summaries == ["Cake"])
    }

    /// Listings go out as arrays of dictionaries.
    @Test func listings() throws {
        let harness = try Self.started()
        _ = try Self.call("AddMany", "('\(DaemonHarness.app)', [\(Self.tea), \(Self.cake)])", harness: harness)
        let pending = try Self.call("GetPending", "('\(DaemonHarness.app)',)", harness: harness)
        #expect(pending.contains("'identifier': <'tea'>"))
        #expect(pending.contains("'next-trigger-date': <1781524860.0>"))
        let delivered = try Self.call("GetDelivered", "('\(DaemonHarness.app)',)", harness: harness)
        #expect(delivered.contains("'identifier': <'cake'>"))
        #expect(try Self.call("GetPending", "('org.example.Other',)", harness: harness) == "([],)")
    }

    /// The removals and the other methods without an answer reply with nothing.
    @Test func methodsWithoutAnswer() throws {
        let harness = try Self.started()
        let app = DaemonHarness.app
        _ = try Self.call("AddMany", "('\(app)', [\(Self.tea), \(Self.cake)])", harness: harness)
        #expect(try Self.call("RemovePending", "('\(app)', ['tea'])", harness: harness) == "")
        #expect(try Self.call("RemoveAllPending", "('\(app)',)", harness: harness) == "")
        #expect(try Self.call("RemoveDelivered", "('\(app)', ['cake'])", harness: harness) == "")
        #expect(try Self.call("RemoveAllDelivered", "('\(app)',)", harness: harness) == "")
        let categories = "[{'identifier': <'item'>, 'action-ids': <['done']>, 'action-titles': <['Done']>}]"
        #expect(try Self.call("SetCategories", "('\(app)', \(categories))", harness: harness) == "")
        #expect(try Self.call("Pause", "(1781528400.0,)", harness: harness) == "")
        #expect(try harness.pendingIdentifiers().isEmpty)
        #expect(try harness.delivered(app: app).isEmpty)
        #expect(try harness.repository.categories(appIdentifier: app).map(\.identifier) == ["item"])
        #expect(try harness.repository.pausedUntil() == Date(timeIntervalSince1970: 1_781_528_400))
    }

    /// GetStatus answers the status dictionary.
    @Test func status() throws {
        let harness = try Self.started()
        let status = try Self.call("GetStatus", "()", harness: harness)
        #expect(status.contains("'notification-server': <true>"))
        #expect(status.contains("'queued': <uint32 0>"))
    }

    /// A value of a type the API does not use is a bad argument, in one request or many.
    @Test(arguments: ["Add", "AddMany", "SetCategories"])
    func unreadableDictionaryIsABadArgument(method: String) throws {
        let harness = try Self.started()
        let dictionary = "{'identifier': <byte 0x01>}"
        let parameters = method == "Add" ? dictionary : "[\(dictionary)]"
        let error = #expect(throws: ServiceError.self) {
            try Self.call(method, "('\(DaemonHarness.app)', \(parameters))", harness: harness)
        }
        #expect(error?.isInvalidArgument == true)
    }

    /// An unknown method is a bad argument; before the handler is set, remindd is starting.
    @Test func unknownMethodAndNoHandler() throws {
        let harness = try Self.started()
        let unknown = #expect(throws: ServiceError.self) {
            try Self.call("Frobnicate", "()", harness: harness)
        }
        #expect(unknown?.description == "unknown method Frobnicate")
        let starting = #expect(throws: ServiceError.self) { try Self.call("GetStatus", "()", handler: nil) }
        #expect(starting?.isFailure == true)
        #expect(starting?.description == "remindd is starting")
    }
}
