import RemindersAPI

/// The live signal emitter: the signals go out from remindd's object on the session bus,
/// and the responses to the apps through the relay.
public final class BusSignalEmitter: SignalEmitter {
    private let service: RemindersService
    private let responseRelay: ResponseRelay

    /// Emits through `service` and relays through `relay`.
    public init(service: RemindersService, relay: ResponseRelay) {
        self.service = service
        responseRelay = relay
    }

    /// Emits `Delivered`.
    public func emitDelivered(appIdentifier: String, identifier: String, notification: WireDictionary) {
        service.emitDelivered(appIdentifier: appIdentifier, identifier: identifier, notification: notification)
    }

    /// Emits `Response`, then `ResponseWithData`.
    public func emitResponse(appIdentifier: String, identifier: String, action: String, data: WireDictionary) {
        service.emitResponse(appIdentifier: appIdentifier, identifier: identifier, action: action, data: data)
    }

    /// Emits the launcher entry's `Update` from remindd's object.
    public func emitBadge(appIdentifier: String, count: Int) {
        service.emitBadge(appIdentifier: appIdentifier, count: count)
    }

    /// Relays the response to the app.
    public func relay(
        appIdentifier: String, identifier: String, action: String, data: WireDictionary, activationToken: String?
    ) {
        responseRelay.relay(
            appIdentifier: appIdentifier, identifier: identifier, action: action, data: data,
            activationToken: activationToken)
    }
}
