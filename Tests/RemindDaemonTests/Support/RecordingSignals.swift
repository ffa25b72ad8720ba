import RemindDaemon
import RemindersAPI

/// Records the signals and relayed responses instead of sending them.
final class RecordingSignals: SignalEmitter {
    /// One `Delivered` signal.
    struct Delivered: Equatable {
        /// The app.
        var appIdentifier: String
        /// The request.
        var identifier: String
        /// The delivered notification as the wire carries it.
        var notification: WireDictionary
    }

    /// One response: a `Response` signal or a relayed one.
    struct Response: Equatable {
        /// The app.
        var appIdentifier: String
        /// The request.
        var identifier: String
        /// The action.
        var action: String
        /// The response's data, such as the typed reply.
        var data: WireDictionary = [:]
    }

    /// Every `Delivered` signal, oldest first.
    private(set) var delivered: [Delivered] = []
    /// Every `Response` signal, oldest first.
    private(set) var responses: [Response] = []
    /// Every response handed to an app, oldest first.
    private(set) var relayed: [Response] = []
    /// Every badge set, oldest first: the app and its count.
    private(set) var badges: [(appIdentifier: String, count: Int)] = []

    /// The identifiers of the `Delivered` signals, in order.
    var deliveredIdentifiers: [String] { delivered.map(\.identifier) }

    /// Records a `Delivered` signal.
    func emitDelivered(appIdentifier: String, identifier: String, notification: WireDictionary) {
        delivered.append(Delivered(appIdentifier: appIdentifier, identifier: identifier, notification: notification))
    }

    /// Records a `Response` signal.
    func emitResponse(appIdentifier: String, identifier: String, action: String, data: WireDictionary) {
        responses.append(Response(appIdentifier: appIdentifier, identifier: identifier, action: action, data: data))
    }

    /// Records a badge.
    func emitBadge(appIdentifier: String, count: Int) {
        badges.append((appIdentifier, count))
    }

    /// Records a relayed response.
    func relay(
        appIdentifier: String, identifier: String, action: String, data: WireDictionary, activationToken: String?
    ) {
        relayed.append(Response(appIdentifier: appIdentifier, identifier: identifier, action: action, data: data))
    }
}
