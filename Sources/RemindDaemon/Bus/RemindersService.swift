import CGLib
import Foundation
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// remindd's object on the session bus: parses each method call, asks the handler, and
/// sends back the reply or a D-Bus error whose message says what was wrong.
public final class RemindersService {
    private let connection: OpaquePointer
    private var registration: guint = 0
    private var vtable = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    /// Answers the calls; set before the main loop runs.
    public weak var handler: RemindersAPIHandler?
    /// Tells who each caller is; without it every caller is unsandboxed (tests over a
    /// peer-to-peer link).
    public var callers: CallerRegistry?
    /// Who may hear the signals about an app's notifications; without it they are broadcast.
    public var audience: SignalAudience?
    /// Whether a call is being answered (in steps, when this lasts past `dispatch`).
    private var running = false
    /// The calls that came while another was answered, first come first.
    private var waiting: [MethodCall] = []

    /// Registers the object on `connection`.
    public init(connection: OpaquePointer) throws {
        self.connection = connection
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(RemindersInterfaceXML.text, &error) else {
            throw DaemonError.bus("bad interface XML: \(GLibError.take(&error)?.message ?? "")")
        }
        defer { g_dbus_node_info_unref(node) }
        let interface = g_dbus_node_info_lookup_interface(node, RemindersBus.interfaceName)
        vtable.initialize(to: GDBusInterfaceVTable())
        vtable.pointee.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let data, let method else { return }
            let service = Unmanaged<RemindersService>.fromOpaque(data).takeUnretainedValue()
            service.dispatch(String(cString: method), parameters, invocation)
        }
        registration = g_dbus_connection_register_object(
            connection, RemindersBus.objectPath, interface, vtable, Unmanaged.passUnretained(self).toOpaque(), nil,
            &error)
        guard registration != 0 else {
            throw DaemonError.bus(
                "cannot register \(RemindersBus.objectPath): \(GLibError.take(&error)?.message ?? "")")
        }
    }

    deinit {
        g_dbus_connection_unregister_object(connection, registration)
        vtable.deallocate()
    }

    /// Emits `Delivered(app_id, identifier, notification)`.
    public func emitDelivered(appIdentifier: String, identifier: String, notification: WireDictionary) {
        emit(
            .delivered, about: appIdentifier,
            [g_variant_new_string(appIdentifier), g_variant_new_string(identifier), WireVariant.make(notification)])
    }

    /// Emits `Response(app_id, identifier, action)`, for the clients that know only it, then
    /// `ResponseWithData(app_id, identifier, action, data)`.
    public func emitResponse(appIdentifier: String, identifier: String, action: String, data: WireDictionary = [:]) {
        emit(
            .response, about: appIdentifier,
            [g_variant_new_string(appIdentifier), g_variant_new_string(identifier), g_variant_new_string(action)])
        emit(
            .responseWithData, about: appIdentifier,
            [
                g_variant_new_string(appIdentifier), g_variant_new_string(identifier), g_variant_new_string(action),
                WireVariant.make(data),
            ])
    }

    /// Emits `com.canonical.Unity.LauncherEntry.Update` for the app from remindd's object.
    public func emitBadge(appIdentifier: String, count: Int) {
        LauncherEntrySignal.emit(
            on: connection, objectPath: RemindersBus.objectPath, appIdentifier: appIdentifier, count: count)
    }

    /// Emits `signal` about `app`'s notification to those of `audience` who may hear it: to
    /// everyone at once, or to each by name.
    private func emit(_ signal: RemindersSignal, about app: String, _ arguments: [OpaquePointer?]) {
        let parameters = g_variant_ref_sink(Variant.tuple(arguments))
        defer { g_variant_unref(parameters) }
        let destinations: [String?] = audience?.recipients(of: app).map { $0 } ?? [nil]
        for destination in destinations {
            var error: UnsafeMutablePointer<GError>?
            g_dbus_connection_emit_signal(
                connection, destination, RemindersBus.objectPath, RemindersBus.interfaceName, signal.name, parameters,
                &error)
            _ = GLibError.take(&error)
        }
    }

    /// A call is answered after the calls before it: while one runs in steps (`AddMany`,
    /// the listings), the next wait here in order. `GetStatus` reads nothing stored and
    /// is answered at once, and so is a call its caller may not make (`CallerPolicy`), with
    /// `AccessDenied`.
    private func dispatch(_ method: String, _ parameters: OpaquePointer?, _ invocation: OpaquePointer?) {
        let caller = identify(method, parameters, invocation)
        let call = MethodCall(method: method, parameters: parameters, invocation: invocation, caller: caller)
        if let known = RemindersMethod(rawValue: method),
            let refusal = CallerPolicy.refusal(
                caller, known, appArgument: CallerPolicy.namesApp(known) ? Arguments(parameters).string(0) : nil)
        {
            call.send(.failure(refusal))
            return
        }
        guard method != RemindersMethod.getStatus.rawValue else {
            Self.answer(method, parameters, handler: handler, caller: caller, reply: call.send)
            return
        }
        waiting.append(call)
        answerWaiting()
    }

    /// The caller of a call, its label checked against the app it names.
    private func identify(_ method: String, _ parameters: OpaquePointer?, _ invocation: OpaquePointer?) -> Caller {
        guard let callers, let sender = g_dbus_method_invocation_get_sender(invocation).map({ String(cString: $0) })
        else { return .unknownUnsandboxed }
        let caller = callers.caller(sender)
        if let known = RemindersMethod(rawValue: method), CallerPolicy.namesApp(known) {
            callers.noteLabel(caller, sender: sender, appIdentifier: Arguments(parameters).string(0))
        }
        return caller
    }

    private func answerWaiting() {
        while !running, !waiting.isEmpty {
            let call = waiting.removeFirst()
            running = true
            var answering = true
            Self.answer(call.method, call.parameters, handler: handler, caller: call.caller) { [weak self] result in
                call.send(result)
                guard let self else { return }
                running = false
                if !answering { answerWaiting() }
            }
            answering = false
        }
    }

    /// Answers one call of `method` with the tuple `parameters` as `handler` does: `reply`
    /// gets the reply (a floating tuple, or nil for none) or the error, at once or, for the
    /// calls run in steps, later. Without a handler remindd is still starting. `GetStatus`
    /// tells `caller` what `CallerPolicy` lets it see.
    static func answer(
        _ method: String, _ parameters: OpaquePointer?, handler: (any RemindersAPIHandler)?,
        caller: Caller = .unknownUnsandboxed,
        reply: @escaping (Result<OpaquePointer?, ServiceError>) -> Void
    ) {
        do throws(ServiceError) {
            guard let handler else { throw .failed("remindd is starting") }
            let arguments = Arguments(parameters)
            guard let known = RemindersMethod(rawValue: method) else {
                throw .invalidArgument("unknown method \(method)")
            }
            switch known {
            case .addMany:
                handler.add(arguments.batch(1), appIdentifier: arguments.string(0)) { result in
                    reply(result.map { Variant.tuple([Variant.make(doubles: $0.map(\.timeIntervalSince1970))]) })
                }
            case .getPending:
                handler.list(.pending(nil), appIdentifier: arguments.string(0), into: ListingReply(reply))
            case .getDelivered:
                handler.list(.delivered(nil), appIdentifier: arguments.string(0), into: ListingReply(reply))
            case .getPendingPage:
                let page = try arguments.page(1)
                handler.list(.pending(page), appIdentifier: arguments.string(0), into: ListingReply(reply))
            case .getDeliveredPage:
                let page = try arguments.page(1)
                handler.list(.delivered(page), appIdentifier: arguments.string(0), into: ListingReply(reply))
            case .getPendingSummaryPage:
                let page = try arguments.page(1)
                handler.list(
                    .pending(page), appIdentifier: arguments.string(0), into: ListingReply(reply, form: .summaries))
            case .getPendingSummaryColumns:
                let page = try arguments.page(1)
                handler.list(
                    .pending(page), appIdentifier: arguments.string(0), into: ListingReply(reply, form: .columns))
            default:
                reply(.success(try answerAtOnce(known, arguments, handler: handler, caller: caller)))
            }
        } catch {
            reply(.failure(error))
        }
    }

    /// The reply to a method answered without steps.
    private static func answerAtOnce(
        _ method: RemindersMethod, _ arguments: Arguments, handler: any RemindersAPIHandler, caller: Caller
    ) throws(ServiceError) -> OpaquePointer? {
        switch method {
        case .add:
            let dates = try handler.add([try arguments.dictionary(1)], appIdentifier: arguments.string(0))
            return Variant.tuple([g_variant_new_double(dates.first?.timeIntervalSince1970 ?? 0)])
        case .removePending:
            try handler.removePending(arguments.strings(1), appIdentifier: arguments.string(0))
        case .removeAllPending:
            try handler.removeAllPending(appIdentifier: arguments.string(0))
        case .removeDelivered:
            try handler.removeDelivered(arguments.strings(1), appIdentifier: arguments.string(0))
        case .removeAllDelivered:
            try handler.removeAllDelivered(appIdentifier: arguments.string(0))
        case .setCategories:
            try handler.setCategories(try arguments.dictionaries(1), appIdentifier: arguments.string(0))
        case .pause:
            try handler.pause(until: arguments.double(0))
        case .getStatus:
            return Variant.tuple([WireVariant.make(CallerPolicy.status(handler.status(), for: caller))])
        case .addMany, .getPending, .getDelivered, .getPendingPage, .getDeliveredPage, .getPendingSummaryPage,
            .getPendingSummaryColumns:
            throw .failed("\(method.rawValue) is answered in steps")
        }
        return nil
    }
}

/// One method call waiting for its answer, holding its parameters until then (the main loop
/// reads them while it answers; the reply queue frees them).
private final class MethodCall {
    let method: String
    let parameters: OpaquePointer?
    let caller: Caller
    private let invocation: OpaquePointer?

    init(method: String, parameters: OpaquePointer?, invocation: OpaquePointer?, caller: Caller) {
        self.method = method
        self.caller = caller
        self.parameters = parameters.map { g_variant_ref($0) }
        self.invocation = invocation
    }

    /// Lets go of the parameters on the reply queue, after the reply went out: GDBus reads a
    /// call into a tree of a GVariant per value, and an `AddMany` of 10 000 took 20 ms to
    /// free on the main loop of a loaded machine.
    deinit {
        guard let parameters else { return }
        let held = ThreadBound(parameters)
        Self.replies.async { g_variant_unref(held.value) }
    }

    /// Sends the reply or the D-Bus error on the reply queue; GDBus takes the invocation.
    func send(_ result: Result<OpaquePointer?, ServiceError>) {
        let reply = InvocationReply(invocation: invocation, result: result)
        Self.replies.async { reply.send() }
    }

    /// GDBus writes a message out in the thread that sends it, and a listing of 10 000
    /// entries takes tens of milliseconds to write: replies go out from this queue instead of
    /// the main loop, one after another in the order the calls were answered.
    private static let replies = DispatchQueue(label: "org.checklists.Remindd.replies")
}

/// A reply on its way to the reply queue.
///
/// `@unchecked Sendable`: the main loop hands it over and never touches it again; a reply
/// variant is immutable once built, and GDBus lets any thread return a method invocation.
private final class InvocationReply: @unchecked Sendable {
    private let invocation: OpaquePointer?
    private let result: Result<OpaquePointer?, ServiceError>

    init(invocation: OpaquePointer?, result: Result<OpaquePointer?, ServiceError>) {
        self.invocation = invocation
        self.result = result
    }

    func send() {
        switch result {
        case .success(let reply): g_dbus_method_invocation_return_value(invocation, reply)
        case .failure(let error): g_dbus_method_invocation_return_dbus_error(invocation, error.name, error.description)
        }
    }
}

/// The arguments of one method call, read by position (GDBus has checked their types).
private struct Arguments {
    let tuple: OpaquePointer?

    init(_ tuple: OpaquePointer?) {
        self.tuple = tuple
    }

    func string(_ index: Int) -> String {
        read(index) { Variant.string($0) }
    }

    func double(_ index: Int) -> Double {
        read(index) { value in value.map { g_variant_get_double($0) } ?? 0 }
    }

    func strings(_ index: Int) -> [String] {
        read(index) { Variant.strings($0) }
    }

    func dictionary(_ index: Int) throws(ServiceError) -> WireDictionary {
        let value = Variant.child(tuple, index)
        defer { if let value { g_variant_unref(value) } }
        do {
            return try WireVariant.dictionary(value)
        } catch {
            throw .invalidArgument(error.description)
        }
    }

    func page(_ index: Int) throws(ServiceError) -> PageOptions {
        let options = try dictionary(index)
        do {
            return try PageOptions.decode(options)
        } catch {
            throw .invalidArgument(error.description)
        }
    }

    func batch(_ index: Int) -> RequestBatch {
        read(index) { RequestBatch(variant: $0) }
    }

    func dictionaries(_ index: Int) throws(ServiceError) -> [WireDictionary] {
        let value = Variant.child(tuple, index)
        defer { if let value { g_variant_unref(value) } }
        do {
            return try WireVariant.dictionaries(value)
        } catch {
            throw .invalidArgument(error.description)
        }
    }

    private func read<T>(_ index: Int, _ body: (OpaquePointer?) -> T) -> T {
        let value = Variant.child(tuple, index)
        defer { if let value { g_variant_unref(value) } }
        return body(value)
    }
}
