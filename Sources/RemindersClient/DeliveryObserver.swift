import CGLib
import CShims
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// Hears remindd's `Delivered` signal for one app on the session bus (or the bus at an
/// address), so that the app can also show a notification delivered while it runs (Apple's
/// foreground presentation).
///
/// Each notification is read like an entry of GetDelivered (`ListingDecoder.deliveredEntry`);
/// one that cannot be read is skipped. `onDelivered` runs on the main context of the thread
/// that created the observer (for an app, the GTK main loop); hearing stops when the
/// observer goes away.
public final class DeliveryObserver {
    /// The bus connection (a `GDBusConnection`); owned here.
    private let connection: OpaquePointer
    private let subscription: guint

    /// Subscribes to the deliveries of `app` on the bus at `busAddress` (a D-Bus address),
    /// or on the session bus when nil.
    ///
    /// - Throws: `RemindersClientError.failure` when there is no such bus.
    public init(
        app: String, busAddress: String? = nil, onDelivered: @escaping (DeliveredEntry) -> Void
    ) throws(RemindersClientError) {
        let bus = try ClientBus.connect(address: busAddress)
        connection = bus
        subscription = g_dbus_connection_signal_subscribe(
            bus, RemindersBus.busName, RemindersBus.interfaceName, RemindersSignal.delivered.name,
            RemindersBus.objectPath, app, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let entry = DeliveryObserver.entry(parameters) else { return }
                ClosureBox<DeliveredEntry>.from(data)?.call(entry)
            },
            ClosureBox<DeliveredEntry>(onDelivered).retain(), ClosureBox<DeliveredEntry>.release)
    }

    deinit {
        g_dbus_connection_signal_unsubscribe(connection, subscription)
        g_object_unref(gpointer(connection))
    }

    /// The delivered notification in the signal's (app_id, identifier, notification); nil
    /// for parameters of another type or a notification that cannot be read.
    static func entry(_ parameters: OpaquePointer?) -> DeliveredEntry? {
        guard let parameters,
            g_variant_is_of_type(parameters, shims_variant_type(RemindersSignal.delivered.signature)) != 0
        else { return nil }
        let notification = Variant.child(parameters, 2)
        defer { if let notification { g_variant_unref(notification) } }
        guard let dictionary = try? WireVariant.dictionary(notification) else { return nil }
        return try? ListingDecoder.deliveredEntry(dictionary)
    }
}
