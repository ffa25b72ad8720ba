import CGLib
import CShims
import GLibSupport
import LocalNotifications

/// The live `LocationSource`: GeoClue2 on the system bus.
///
/// It asks the Manager for a Client, sets the client's `DesktopId` and
/// `RequestedAccuracyLevel`, starts it and reads each `LocationUpdated(old, new)` signal's
/// Location object (`Latitude`, `Longitude`, `Accuracy`). Every call is asynchronous: GeoClue
/// answers `Start` only once the desktop's agent has asked the user. A refusal makes the
/// availability `denied`, no GeoClue (not running and not activatable, or no system bus)
/// `missing`; the request stays pending and the next edit tries again.
public final class GeoClueLocationSource: LocationSource {
    /// Told of each new location.
    public var onFix: (LocationFix) -> Void = { _ in }
    /// What `GetStatus` reports.
    public private(set) var availability: LocationAvailability = .missing

    private let connection: OpaquePointer?
    private let bus: GIOBusConnection?
    private let desktopIdentifier: String
    private let log: DaemonLog
    private var watch: UInt32 = 0
    private var subscription: guint = 0
    private var owned = false
    private var activatable = false
    private var denied = false
    /// The accuracy the daemon wants, or nil when it wants no location.
    private var wanted: LocationAccuracy?
    /// The client object, once the Manager gave one.
    private var clientPath: String?
    /// The accuracy the client was started at, or nil when it is stopped.
    private var running: LocationAccuracy?
    /// Whether a call is on its way; its answer moves on.
    private var busy = false
    /// Whether the last attempt failed; the next `start` tries again.
    private var failed = false

    private static let service = "org.freedesktop.GeoClue2"
    private static let managerPath = "/org/freedesktop/GeoClue2/Manager"
    private static let clientInterface = "org.freedesktop.GeoClue2.Client"
    private static let locationInterface = "org.freedesktop.GeoClue2.Location"
    private static let properties = "org.freedesktop.DBus.Properties"

    /// Connects to the system bus; without one the location stays `missing`.
    ///
    /// - Parameter desktopIdentifier: the desktop file id GeoClue's agent shows the user.
    public init(desktopIdentifier: String, log: DaemonLog) {
        self.desktopIdentifier = desktopIdentifier
        self.log = log
        var error: UnsafeMutablePointer<GError>?
        connection = g_bus_get_sync(G_BUS_TYPE_SYSTEM, nil, &error)
        guard let connection else {
            log.debug("location: no system bus (\(GLibError.take(&error)?.message ?? "unknown")); GeoClue is missing")
            bus = nil
            return
        }
        bus = GIOBusConnection(connection)
        watch =
            bus?.watchName(Self.service) { [weak self] owned in
                self?.owned = owned
                if owned { self?.failed = false } else { self?.serviceVanished() }
                self?.updateAvailability()
                self?.proceed()
            } ?? 0
        bus?.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "ListActivatableNames", parameters: nil, replyType: "(as)"
        ) { [weak self] result in
            guard case .success(let reply) = result else { return }
            defer { g_variant_unref(reply) }
            let names = Variant.child(reply, 0)
            defer { g_variant_unref(names) }
            self?.activatable = Variant.strings(names).contains(Self.service)
            self?.updateAvailability()
        }
    }

    deinit {
        if let connection {
            if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            if watch != 0 { bus?.unwatchName(watch) }
            ObjectReference.release(connection)
        }
    }

    /// Starts the client at `accuracy` (or restarts it at a new one).
    public func start(accuracy: LocationAccuracy) {
        if wanted != accuracy || failed { failed = false }
        wanted = accuracy
        proceed()
    }

    /// Stops the client.
    public func stop() {
        wanted = nil
        failed = false
        proceed()
    }

    /// Takes the next step towards what the daemon wants, one call at a time.
    private func proceed() {
        guard let bus, !busy, !failed else { return }
        guard let wanted else {
            if running != nil { callClient("Stop") { $0.running = nil } }
            return
        }
        guard let clientPath else {
            busy = true
            bus.call(
                destination: Self.service, path: Self.managerPath, interface: "org.freedesktop.GeoClue2.Manager",
                method: "GetClient", parameters: nil, replyType: "(o)"
            ) { [weak self] result in
                guard let self else { return }
                busy = false
                switch result {
                case .success(let reply):
                    let path = Variant.child(reply, 0)
                    self.clientPath = Variant.string(path)
                    g_variant_unref(path)
                    g_variant_unref(reply)
                    subscribe()
                    proceed()
                case .failure(let error):
                    refused(error, step: "GetClient")
                }
            }
            return
        }
        if running == wanted { return }
        if running != nil {
            callClient("Stop") { $0.running = nil }
            return
        }
        setProperty("DesktopId", g_variant_new_string(desktopIdentifier), on: clientPath) { source in
            source.setProperty("RequestedAccuracyLevel", g_variant_new_uint32(wanted.rawValue), on: clientPath) {
                source in
                source.callClient("Start") { source in
                    source.running = wanted
                    source.denied = false
                    source.updateAvailability()
                    source.log.log(.status, "location: GeoClue started at accuracy level \(wanted.rawValue)")
                }
            }
        }
    }

    /// Calls a method of the client without arguments; `then` runs after a success.
    private func callClient(_ method: String, then: @escaping (GeoClueLocationSource) -> Void) {
        guard let bus, let clientPath else { return }
        busy = true
        bus.call(
            destination: Self.service, path: clientPath, interface: Self.clientInterface, method: method,
            parameters: nil, replyType: nil
        ) { [weak self] result in
            guard let self else { return }
            busy = false
            switch result {
            case .success(let reply):
                g_variant_unref(reply)
                then(self)
                proceed()
            case .failure(let error):
                refused(error, step: method)
            }
        }
    }

    /// Sets a property of the client; `then` runs after a success.
    private func setProperty(
        _ name: String, _ value: OpaquePointer?, on path: String, then: @escaping (GeoClueLocationSource) -> Void
    ) {
        guard let bus else { return }
        busy = true
        let parameters = Variant.tuple([
            g_variant_new_string(Self.clientInterface), g_variant_new_string(name), g_variant_new_variant(value),
        ])
        bus.call(
            destination: Self.service, path: path, interface: Self.properties, method: "Set", parameters: parameters,
            replyType: nil
        ) { [weak self] result in
            guard let self else { return }
            busy = false
            switch result {
            case .success(let reply):
                g_variant_unref(reply)
                then(self)
            case .failure(let error):
                refused(error, step: "setting \(name)")
            }
        }
    }

    /// Hears the client's `LocationUpdated(old, new)` and reads the new Location object.
    private func subscribe() {
        guard let connection, let clientPath, subscription == 0 else { return }
        let box = ClosureBox<String>({ [weak self] path in self?.readLocation(at: path) })
        subscription = g_dbus_connection_signal_subscribe(
            connection, nil, Self.clientInterface, "LocationUpdated", clientPath, nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, g_variant_is_of_type(parameters, shims_variant_type("(oo)")) != 0 else { return }
                let new = Variant.child(parameters, 1)
                defer { g_variant_unref(new) }
                ClosureBox<String>.from(data)?.call(Variant.string(new))
            },
            box.retain(), ClosureBox<String>.release)
    }

    /// Reads a Location object's `Latitude`, `Longitude` and `Accuracy` and reports them.
    private func readLocation(at path: String) {
        guard let bus, running != nil else { return }
        bus.call(
            destination: Self.service, path: path, interface: Self.properties, method: "GetAll",
            parameters: Variant.tuple([g_variant_new_string(Self.locationInterface)]), replyType: "(a{sv})"
        ) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let reply):
                defer { g_variant_unref(reply) }
                let values = Variant.child(reply, 0)
                defer { g_variant_unref(values) }
                let number = { (key: String) -> Double? in
                    guard let value = g_variant_lookup_value(values, key, shims_variant_type("d")) else { return nil }
                    defer { g_variant_unref(value) }
                    return g_variant_get_double(value)
                }
                guard running != nil, let latitude = number("Latitude"), let longitude = number("Longitude"),
                    let accuracy = number("Accuracy")
                else { return }
                onFix(LocationFix(latitude: latitude, longitude: longitude, accuracy: accuracy))
            case .failure(let error):
                log.log(.failed, "location: reading \(path): \(error.message)")
            }
        }
    }

    /// A call failed: GeoClue refused (denied) or is not there (missing). Waits for the next `start`.
    private func refused(_ error: GLibError, step: String) {
        failed = true
        if error.remoteName == "org.freedesktop.DBus.Error.AccessDenied" {
            denied = true
        } else if error.remoteName == "org.freedesktop.DBus.Error.ServiceUnknown"
            || error.remoteName == "org.freedesktop.DBus.Error.NameHasNoOwner"
        {
            activatable = false
        }
        updateAvailability()
        log.log(.failed, "location: GeoClue \(step): \(error.message); location requests stay pending")
    }

    /// GeoClue went away: its client and its state with it.
    private func serviceVanished() {
        clientPath = nil
        running = nil
        if let connection, subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        subscription = 0
    }

    private func updateAvailability() {
        availability = denied ? .denied : (owned || activatable) ? .available : .missing
    }
}
