import CGLib
import CShims
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// Hears remindd's `Delivered` signal for one app on the session bus, so that the app can
/// also show a notification delivered while it runs (Apple's foreground presentation).
///
/// Each notification is read like an entry of GetDelivered (`ListingDecoder.deliveredEntry`);
/// one that cannot be read is skipped. `onDelivered` runs on the main context of the thread
/// that created the observer (for an app, the GTK main loop); hearing stops when the
/// observer goes away.
public final class DeliveryObserver {
    /// The session bus connection (a `GDBusConnection`); owned here.
    private let connection: OpaquePointer
    private let subscription: guint

    /// Subscribes to the deliveries of `app`.
    ///
    /// - Throws: `RemindersClientError.failure` when there is no session bus.
    public init(app: String, onDelivered: @escaping (DeliveredEntry) -> Void) throws(RemindersClientError) {
        var error: UnsafeMutablePointer<GError>?
        let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        if let failure = GLibError.take(&error) {
            if let bus { g_object_unref(gpointer(bus)) }
            throw .failure("cannot connect to the session bus: \(failure.message)")
        }
        guard let bus else { throw .failure("cannot connect to the session bus") }
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
