import CGLib
import CShims
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// Hands the user's response to a popup to the app that scheduled it, as the contract says:
/// `org.freedesktop.Application.ActivateAction(RemindersBus.responseActionName, [<(identifier,
/// action)>], {})` on the bus name app_id, object path app_id with dots as slashes. When the
/// notification server gave an activation token with the click, the platform data carries it
/// as `activation-token` (Wayland's) and `desktop-startup-id` (X11's), as GApplication reads
/// them, so that the app may raise its window.
///
/// A response with data (`ResponseCodec`, such as a typed reply) goes to the app action
/// `RemindersBus.responseWithDataActionName` with (identifier, action, data) instead; an app
/// that refuses it (written before it) gets the plain action, without the data.
///
/// Only when the app runs (its name has an owner) or the bus can start it (activatable);
/// the call then starts it by D-Bus activation. Every step is asynchronous: the main loop
/// never waits for the bus or the app. One log line per response says how it went.
public final class ResponseRelay {
    /// The interface every GApplication serves on its object path.
    public static let applicationInterface = "org.freedesktop.Application"

    private let bus: any BusConnection
    private let log: DaemonLog

    /// Creates a relay on `bus`.
    public init(bus: any BusConnection, log: DaemonLog) {
        self.bus = bus
        self.log = log
    }

    /// Relays `action` (`NotificationAction.defaultIdentifier`, an action key, or
    /// `NotificationAction.dismissIdentifier`) on the app's notification
    /// `identifier`, with the response's `data` when it has any and the server's
    /// `activationToken` when it gave one.
    public func relay(
        appIdentifier app: String, identifier: String, action: String, data: WireDictionary = [:],
        activationToken: String? = nil
    ) {
        let platformData = Self.platformData(activationToken: activationToken)
        let name = "\(app)/\(identifier) \(action)"
        guard let path = Self.objectPath(for: app) else {
            log.log(.responded, "\(name) (signal only: \"\(app)\" is not a bus name)")
            return
        }
        askBus("NameHasOwner", argument: app, replyType: "(b)") { [weak self] reply in
            guard let self else { return }
            if reply.flatMap(Self.bool) == true {
                self.activate(app: app, path: path, identifier: identifier, action: action, data: data, platformData)
                return
            }
            self.askBus("ListActivatableNames", argument: nil, replyType: "(as)") { [weak self] reply in
                guard let self else { return }
                let names = reply.map { reply in
                    let list = Variant.child(reply, 0)
                    defer { if let list { g_variant_unref(list) } }
                    return Variant.strings(list)
                }
                if names?.contains(app) == true {
                    self.activate(
                        app: app, path: path, identifier: identifier, action: action, data: data, platformData)
                } else {
                    self.log.log(
                        .responded, "\(name) (signal only: the app neither runs nor can be started by the bus)")
                }
            }
        }
    }

    /// The object path of a GApplication with this id: "/" and the id with dots as
    /// slashes (and dashes as underscores, as GApplication does); nil when the id is not a
    /// well-known bus name.
    public static func objectPath(for app: String) -> String? {
        guard g_dbus_is_name(app) != 0, g_dbus_is_unique_name(app) == 0 else { return nil }
        let path = "/" + app.replacingOccurrences(of: ".", with: "/").replacingOccurrences(of: "-", with: "_")
        return g_variant_is_object_path(path) != 0 ? path : nil
    }

    /// The platform data of ActivateAction: the activation token under both names GApplication
    /// reads, or nothing.
    public static func platformData(activationToken: String?) -> WireDictionary {
        guard let activationToken, !activationToken.isEmpty else { return [:] }
        return ["activation-token": .string(activationToken), "desktop-startup-id": .string(activationToken)]
    }

    /// The parameters of ActivateAction: (s `RemindersBus.responseActionName`, av [<(ss)>],
    /// a{sv} `platformData`).
    public static func parameters(
        identifier: String, action: String, platformData: WireDictionary = [:]
    ) -> OpaquePointer? {
        let pair = Variant.tuple([g_variant_new_string(identifier), g_variant_new_string(action)])
        var boxed: [OpaquePointer?] = [g_variant_new_variant(pair)]
        let list = g_variant_new_array(shims_variant_type("v"), &boxed, 1)
        return Variant.tuple([
            g_variant_new_string(RemindersBus.responseActionName), list, WireVariant.make(platformData),
        ])
    }

    /// The parameters of ActivateAction for a response with data: (s
    /// `RemindersBus.responseWithDataActionName`, av [<(ssa{sv})>], a{sv} `platformData`).
    public static func parameters(
        identifier: String, action: String, data: WireDictionary, platformData: WireDictionary = [:]
    ) -> OpaquePointer? {
        let triple = Variant.tuple([
            g_variant_new_string(identifier), g_variant_new_string(action), WireVariant.make(data),
        ])
        var boxed: [OpaquePointer?] = [g_variant_new_variant(triple)]
        let list = g_variant_new_array(shims_variant_type("v"), &boxed, 1)
        return Variant.tuple([
            g_variant_new_string(RemindersBus.responseWithDataActionName), list, WireVariant.make(platformData),
        ])
    }

    private func activate(
        app: String, path: String, identifier: String, action: String, data: WireDictionary,
        _ platformData: WireDictionary
    ) {
        let withData = !data.isEmpty
        bus.call(
            destination: app, path: path, interface: Self.applicationInterface, method: "ActivateAction",
            parameters: withData
                ? Self.parameters(identifier: identifier, action: action, data: data, platformData: platformData)
                : Self.parameters(identifier: identifier, action: action, platformData: platformData),
            replyType: "()"
        ) { [weak self] result in
            switch result {
            case .success(let reply):
                g_variant_unref(reply)
                self?.log.log(.responded, "\(app)/\(identifier) \(action) (handed to the app)")
            case .failure(let error) where withData:
                self?.log.debug("\(RemindersBus.responseWithDataActionName) on \(app): \(error.message)")
                self?.activate(app: app, path: path, identifier: identifier, action: action, data: [:], platformData)
            case .failure(let error):
                self?.log.log(
                    .failed, "handing the response \(action) on \(app)/\(identifier) to the app: \(error.message)")
            }
        }
    }

    /// Calls a method of the bus itself; `completion` gets the reply (which it must not
    /// keep: it is released afterwards), or nil when the bus refused.
    private func askBus(
        _ method: String, argument: String?, replyType: String, completion: @escaping (OpaquePointer?) -> Void
    ) {
        bus.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
            interface: "org.freedesktop.DBus", method: method,
            parameters: argument.flatMap { Variant.tuple([g_variant_new_string($0)]) }, replyType: replyType
        ) { [weak self] result in
            switch result {
            case .success(let reply):
                completion(reply)
                g_variant_unref(reply)
            case .failure(let error):
                self?.log.debug("\(method): \(error.message)")
                completion(nil)
            }
        }
    }

    private static func bool(_ reply: OpaquePointer) -> Bool {
        let value = Variant.child(reply, 0)
        defer { if let value { g_variant_unref(value) } }
        return value.map { g_variant_get_boolean($0) != 0 } ?? false
    }
}
