import RemindersAPI

/// Tells apps what became of their notifications: the API's `Delivered` and `Response`
/// signals, the response handed to the app itself, and the app's badge on docks.
///
/// `BusSignalEmitter` is the live one.
public protocol SignalEmitter: AnyObject {
    /// Announces that a notification was delivered (its popup queued, or recorded as missed).
    func emitDelivered(appIdentifier: String, identifier: String, notification: WireDictionary)

    /// Announces the user's response to a notification's popup.
    func emitResponse(appIdentifier: String, identifier: String, action: String)

    /// Hands the user's response to the app that scheduled the notification.
    func relay(appIdentifier: String, identifier: String, action: String)

    /// Sets the app's badge on docks (the launcher entry's `Update` signal); 0 hides it.
    func emitBadge(appIdentifier: String, count: Int)
}
