import CGLib
import CShims

/// Asynchronous D-Bus method calls whose replies come back on the calling thread's main
/// context, so the main loop never waits for a peer.
public enum BusCall {
    /// Calls `method` and hands the reply tuple (owned by the callee of `completion`, who
    /// must unref it) or the error to `completion`.
    public static func call(
        _ connection: OpaquePointer, destination: String, path: String, interface: String, method: String,
        parameters: OpaquePointer? = nil, replyType: String? = nil, autoStart: Bool = true,
        timeoutMilliseconds: Int32 = 25_000,
        completion: @escaping (Result<OpaquePointer, GLibError>) -> Void
    ) {
        let box = ClosureBox<Result<OpaquePointer, GLibError>>(completion)
        g_dbus_connection_call(
            connection, destination, path, interface, method, parameters,
            replyType.map { shims_variant_type($0) },
            autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START,
            timeoutMilliseconds, nil,
            { source, result, data in
                guard let data else { return }
                let box = Unmanaged<ClosureBox<Result<OpaquePointer, GLibError>>>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                if let reply {
                    box.call(.success(reply))
                } else {
                    box.call(
                        .failure(
                            GLibError.take(&error)
                                ?? GLibError(domain: "", code: 0, message: "no reply", remoteName: nil)))
                }
            },
            box.retain())
    }
}
