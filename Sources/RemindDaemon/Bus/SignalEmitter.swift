import RemindersAPI

/// Tells apps what became of their notifications: the API's `Delivered`, `Response` and
/// `ResponseWithData` signals, the response handed to the app itself, and the app's badge
/// on docks.
///
/// `BusSignalEmitter` is the live one.
public protocol SignalEmitter: AnyObject {
    /// Announces that a notification was delivered (its popup queued, or recorded as missed).
    func emitDelivered(appIdentifier: String, identifier: String, notification: WireDictionary)

    /// Announces the user's response to a notification's popup, with its data
    /// (`ResponseCodec`, such as the typed reply; empty for most responses).
    func emitResponse(appIdentifier: String, identifier: String, action: String, data: WireDictionary)

    /// Hands the user's response, with its data, to the app that scheduled the notification;
    /// `activationToken`, the notification server's for a click, lets the app raise its window.
    func relay(
        appIdentifier: String, identifier: String, action: String, data: WireDictionary, activationToken: String?)

    /// Sets the app's badge on docks (the launcher entry's `Update` signal); 0 hides it.
    func emitBadge(appIdentifier: String, count: Int)
}

extension SignalEmitter {
    /// Announces a response without data.
    public func emitResponse(appIdentifier: String, identifier: String, action: String) {
        emitResponse(appIdentifier: appIdentifier, identifier: identifier, action: action, data: [:])
    }

    /// Hands a response without data to the app.
    public func relay(appIdentifier: String, identifier: String, action: String) {
        relay(appIdentifier: appIdentifier, identifier: identifier, action: action, data: [:], activationToken: nil)
    }
}
