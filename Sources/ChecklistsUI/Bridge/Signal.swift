import CGtk
import GLibSupport

/// Connects Swift closures to GObject signals.
///
/// The closure is boxed with a +1 reference that the signal's destroy notify drops, so it
/// lives exactly as long as the connection.
enum Signal {
    /// A signal whose handler takes only the instance: clicked, toggled, changed, destroy...
    @discardableResult
    static func connect<T>(
        _ instance: UnsafeMutablePointer<T>, _ name: String, _ handler: @escaping () -> Void
    ) -> gulong {
        let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            ClosureBox<Void>.from(data)?.call(())
        }
        return connect(instance, name, unsafeBitCast(callback, to: GCallback.self), ClosureBox<Void>(handler).retain())
    }

    /// A signal with one pointer argument: row-activated, row-selected, activate (GAction)...
    @discardableResult
    static func connect<T>(
        _ instance: UnsafeMutablePointer<T>, _ name: String, _ handler: @escaping (gpointer?) -> Void
    )
        -> gulong
    {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            ClosureBox<gpointer?>.from(data)?.call(argument)
        }
        return connect(
            instance, name, unsafeBitCast(callback, to: GCallback.self), ClosureBox<gpointer?>(handler).retain())
    }

    /// A signal with two pointer arguments: row-activated of a tree view (path, column).
    @discardableResult
    static func connect<T>(
        _ instance: UnsafeMutablePointer<T>, _ name: String, _ handler: @escaping (gpointer?, gpointer?) -> Void
    ) -> gulong {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, first, second, data in
            ClosureBox<(gpointer?, gpointer?)>.from(data)?.call((first, second))
        }
        return connect(
            instance, name, unsafeBitCast(callback, to: GCallback.self),
            ClosureBox<(gpointer?, gpointer?)>({ handler($0.0, $0.1) }).retain())
    }

    /// A signal with one integer argument: response of a dialog.
    @discardableResult
    static func connect<T>(
        _ instance: UnsafeMutablePointer<T>, _ name: String, _ handler: @escaping (Int32) -> Void
    )
        -> gulong
    {
        let callback: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, argument, data in
            ClosureBox<Int32>.from(data)?.call(argument)
        }
        return connect(instance, name, unsafeBitCast(callback, to: GCallback.self), ClosureBox<Int32>(handler).retain())
    }

    /// An event signal that returns whether it handled the event: key-press-event,
    /// delete-event, focus-in-event...
    @discardableResult
    static func connectEvent<T>(
        _ instance: UnsafeMutablePointer<T>, _ name: String,
        _ handler: @escaping (UnsafeMutablePointer<GdkEvent>?) -> Bool
    ) -> gulong {
        let box = EventHandlerBox(handler)
        let callback: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean = {
            _, event, data in
            guard let data else { return 0 }
            return Unmanaged<EventHandlerBox>.fromOpaque(data).takeUnretainedValue().handler(event) ? 1 : 0
        }
        return connect(
            instance, name, unsafeBitCast(callback, to: GCallback.self), Unmanaged.passRetained(box).toOpaque())
    }

    /// drag-data-received of a drop target: the URIs of the dropped files.
    @discardableResult
    static func connectDragData<T>(
        _ instance: UnsafeMutablePointer<T>, _ handler: @escaping ([String]) -> Void
    )
        -> gulong
    {
        let callback:
            @convention(c) (
                gpointer?, OpaquePointer?, gint, gint, OpaquePointer?, guint, guint, gpointer?
            ) -> Void = { _, _, _, _, selection, _, _, data in
                var uris: [String] = []
                if let selection, let list = gtk_selection_data_get_uris(selection) {
                    var index = 0
                    while let uri = list[index] {
                        uris.append(String(cString: uri))
                        index += 1
                    }
                    g_strfreev(list)
                }
                ClosureBox<[String]>.from(data)?.call(uris)
            }
        return connect(
            instance, "drag-data-received", unsafeBitCast(callback, to: GCallback.self),
            ClosureBox<[String]>(handler).retain())
    }

    private static func connect<T>(
        _ instance: UnsafeMutablePointer<T>, _ name: String, _ callback: GCallback, _ data: gpointer
    )
        -> gulong
    {
        g_signal_connect_data(
            instance, name, callback, data,
            { data, _ in
                if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
            }, GConnectFlags(0))
    }
}

/// Holds an event handler, which returns a value and so does not fit `ClosureBox`.
private final class EventHandlerBox {
    let handler: (UnsafeMutablePointer<GdkEvent>?) -> Bool

    init(_ handler: @escaping (UnsafeMutablePointer<GdkEvent>?) -> Bool) {
        self.handler = handler
    }
}
