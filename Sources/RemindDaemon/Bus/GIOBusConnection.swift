import CGLib
import GLibSupport

/// The live bus connection: a `GDBusConnection` of GIO, such as the session bus.
public final class GIOBusConnection: BusConnection {
    private let connection: OpaquePointer

    /// Uses `connection`, which must outlive this object (the session bus lives as long as
    /// the process).
    public init(_ connection: OpaquePointer) {
        self.connection = connection
    }

    /// Calls a method asynchronously (see `BusCall`).
    public func call(
        destination: String, path: String, interface: String, method: String, parameters: OpaquePointer?,
        replyType: String?, completion: @escaping (Result<OpaquePointer, GLibError>) -> Void
    ) {
        BusCall.call(
            connection, destination: destination, path: path, interface: interface, method: method,
            parameters: parameters, replyType: replyType, completion: completion)
    }

    /// Watches `name` with `g_bus_watch_name_on_connection`.
    public func watchName(_ name: String, onChange: @escaping (Bool) -> Void) -> UInt32 {
        g_bus_watch_name_on_connection(
            connection, name, G_BUS_NAME_WATCHER_FLAGS_NONE,
            { _, _, _, data in ClosureBox<Bool>.from(data)?.call(true) },
            { _, _, data in ClosureBox<Bool>.from(data)?.call(false) },
            ClosureBox<Bool>(onChange).retain(), ClosureBox<Bool>.release)
    }

    /// Ends a watch.
    public func unwatchName(_ watch: UInt32) {
        g_bus_unwatch_name(watch)
    }
}
