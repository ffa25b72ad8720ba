import CGtk
import CShims
import ChecklistsModel
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// Hears remindd's `Delivered` signal for Checklists, so that the window can also show a
/// reminder that pops up while it has focus (Apple's foreground presentation).
final class DeliveryListener {
    private let connection: OpaquePointer
    private var subscription: guint = 0

    /// Subscribes on `connection`; `onDelivered(title, body)` runs on the main loop.
    init(connection: OpaquePointer, onDelivered: @escaping (String, String) -> Void) {
        self.connection = connection
        let box = ClosureBox<(String, String)>({ onDelivered($0.0, $0.1) })
        subscription = g_dbus_connection_signal_subscribe(
            connection, RemindersBus.busName, RemindersBus.interfaceName, RemindersSignal.delivered.name,
            RemindersBus.objectPath, ChecklistsApp.identifier, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters,
                    g_variant_is_of_type(parameters, shims_variant_type(RemindersSignal.delivered.signature)) != 0
                else {
                    return
                }
                let notification = Variant.child(parameters, 2)
                defer { if let notification { g_variant_unref(notification) } }
                guard let dictionary = try? WireVariant.dictionary(notification), dictionary["missed"] != .bool(true)
                else {
                    return
                }
                let text = { (key: String) -> String in
                    if case .string(let value) = dictionary[key] { return value }
                    return ""
                }
                ClosureBox<(String, String)>.from(data)?.call((text("title"), text("body")))
            },
            box.retain(), ClosureBox<(String, String)>.release)
    }

    deinit { g_dbus_connection_signal_unsubscribe(connection, subscription) }
}
