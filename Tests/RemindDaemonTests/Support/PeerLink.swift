import CGLib
import Foundation
import GLibSupport
import Testing

/// Two D-Bus connections joined by a socket pair in this process: a peer-to-peer link with
/// no bus daemon and no authentication, for testing remindd's live bus adapters.
///
/// A private main context is the thread's default while the link lives, so every reply,
/// method call and signal is handed over in `run(until:)` and nowhere else. Create, use
/// and `close()` it on one thread (one synchronous test).
final class PeerLink {
    /// The side that serves (remindd's).
    let server: OpaquePointer
    /// The side that calls (an app's).
    let client: OpaquePointer
    private let context: OpaquePointer

    /// Opens the link; records an issue and throws when a step fails.
    init() throws {
        context = g_main_context_new()
        g_main_context_push_thread_default(context)
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
            throw PeerLinkError(message: "socketpair failed")
        }
        let server = try Self.connection(fd: fds[0])
        let client = try Self.connection(fd: fds[1])
        self.server = server
        self.client = client
    }

    /// Closes both connections and gives the thread its default context back.
    func close() {
        g_dbus_connection_close_sync(server, nil, nil)
        g_dbus_connection_close_sync(client, nil, nil)
        ObjectReference.release(server)
        ObjectReference.release(client)
        while g_main_context_iteration(context, 0) != 0 {}
        g_main_context_pop_thread_default(context)
        g_main_context_unref(context)
    }

    /// Runs the link's main context until `done()` holds, or for at most `seconds`; returns
    /// whether `done()` held.
    @discardableResult
    func run(seconds: UInt32 = 5, until done: () -> Bool) -> Bool {
        var timedOut = false
        let timeout = g_timeout_source_new_seconds(seconds)
        let box = ClosureBox<Void>({ timedOut = true })
        g_source_set_callback(
            timeout,
            { data in
                ClosureBox<Void>.from(data)?.call(())
                return 0
            }, box.retain(), ClosureBox<Void>.release)
        g_source_attach(timeout, context)
        defer {
            g_source_destroy(timeout)
            g_source_unref(timeout)
        }
        while !done(), !timedOut { g_main_context_iteration(context, 1) }
        return done()
    }

    private static func connection(fd: Int32) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard let socket = g_socket_new_from_fd(fd, &error) else {
            throw PeerLinkError(message: GLibError.take(&error)?.message ?? "no socket")
        }
        defer { g_object_unref(socket) }
        let stream = g_socket_connection_factory_create_connection(socket)
        defer { g_object_unref(stream) }
        guard
            let connection = g_dbus_connection_new_sync(
                UnsafeMutablePointer<GIOStream>(OpaquePointer(stream)), nil, G_DBUS_CONNECTION_FLAGS_NONE, nil, nil,
                &error)
        else {
            throw PeerLinkError(message: GLibError.take(&error)?.message ?? "no connection")
        }
        return connection
    }
}

/// Why a peer link could not be opened.
struct PeerLinkError: Error, CustomStringConvertible {
    /// What failed.
    var message: String

    /// The message.
    var description: String { message }
}
