import CGLib
import GLibSupport
import RemindersAPI

/// Synchronous method calls to remindd's object on the session bus, or on the bus at an
/// address.
///
/// The bus is connected on the first call, so creating a caller never fails. Calls use
/// the default flags, which let the bus start remindd by D-Bus activation.
final class SessionBusCaller {
    /// How long a call may take, in milliseconds: enough for remindd to be activated.
    static let timeoutMilliseconds: Int32 = 25_000

    /// The bus's address; nil for the session bus.
    private let address: String?
    /// The bus connection (a `GDBusConnection`), once connected; owned here.
    private var connection: OpaquePointer?

    /// Creates a caller of remindd on the bus at `address` (nil: the session bus); nothing
    /// is connected yet.
    init(address: String? = nil) {
        self.address = address
    }

    /// Drops the reference to the bus connection.
    deinit {
        if let connection { g_object_unref(gpointer(connection)) }
    }

    /// Calls `method` of remindd's interface and returns the reply tuple, owned by the caller;
    /// GLib checks that the reply has the method's reply signature.
    ///
    /// - Parameters:
    ///   - method: the method, such as `.add`.
    ///   - parameters: builds the floating parameter tuple; only called once the bus is there,
    ///     so nothing leaks when it is not.
    func call(_ method: RemindersMethod, parameters: () -> OpaquePointer?) throws(RemindersClientError) -> OpaquePointer
    {
        guard let reply = try call(method, unknownIsNil: false, parameters: parameters) else {
            throw .failure("cannot reach remindd: \(method.name) returned no reply")
        }
        return reply
    }

    /// Calls `method` as `call` does, but returns nil when remindd does not know it (an
    /// older remindd than this client), so that the caller can fall back to an older method.
    func callIfKnown(
        _ method: RemindersMethod, parameters: () -> OpaquePointer?
    ) throws(RemindersClientError) -> OpaquePointer? {
        try call(method, unknownIsNil: true, parameters: parameters)
    }

    private func call(
        _ method: RemindersMethod, unknownIsNil: Bool, parameters: () -> OpaquePointer?
    ) throws(RemindersClientError) -> OpaquePointer? {
        let bus = try connected()
        let type = g_variant_type_new(method.replySignature)
        defer { g_variant_type_free(type) }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            bus, RemindersBus.busName, RemindersBus.objectPath, RemindersBus.interfaceName, method.name,
            parameters(), type, G_DBUS_CALL_FLAGS_NONE, Self.timeoutMilliseconds, nil, &error)
        if let failure = GLibError.take(&error) {
            if let reply { g_variant_unref(reply) }
            if unknownIsNil, failure.remoteName == Self.unknownMethodError { return nil }
            throw Self.clientError(remoteName: failure.remoteName, message: failure.message)
        }
        return reply
    }

    /// The bus's error for a method the object does not have.
    private static let unknownMethodError = "org.freedesktop.DBus.Error.UnknownMethod"

    /// Calls `method` of the bus itself (`org.freedesktop.DBus`), which never starts remindd,
    /// and returns its reply tuple, owned by the caller.
    func callBus(
        _ method: String, parameters: OpaquePointer?, replyType: String
    ) throws(RemindersClientError)
        -> OpaquePointer
    {
        let bus = try connected()
        let type = g_variant_type_new(replyType)
        defer { g_variant_type_free(type) }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method, parameters, type,
            G_DBUS_CALL_FLAGS_NONE, Self.timeoutMilliseconds, nil, &error)
        if let failure = GLibError.take(&error) {
            if let reply { g_variant_unref(reply) }
            throw .failure("cannot ask \(ClientBus.name(address: address)): \(failure.message)")
        }
        guard let reply else {
            throw .failure("cannot ask \(ClientBus.name(address: address)): \(method) returned no reply")
        }
        return reply
    }

    /// The connection to the bus, made on first use.
    private func connected() throws(RemindersClientError) -> OpaquePointer {
        if let connection { return connection }
        let bus = try ClientBus.connect(address: address)
        connection = bus
        return bus
    }

    /// remindd's InvalidArgument and LimitExceeded, and AccessDenied (a sandboxed app naming
    /// another app), are refusals of the input (nothing changed, and trying again does not
    /// help); every other error is a failure.
    ///
    /// - Parameters:
    ///   - remoteName: the D-Bus error name, when the error came over the bus.
    ///   - message: GLib's message, without the "GDBus.Error:NAME: " prefix.
    static func clientError(remoteName: String?, message: String) -> RemindersClientError {
        switch remoteName {
        case RemindersBus.invalidArgumentError?, RemindersBus.limitExceededError?, RemindersBus.accessDeniedError?:
            .badInput(message)
        case RemindersBus.failedError?: .failure("remindd failed: \(message)")
        default: .failure("cannot reach remindd: \(message)")
        }
    }
}
