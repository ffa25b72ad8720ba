import CGLib
import CShims
import GLibSupport

/// Posts popups with asynchronous `Notify` calls on the session bus, several at once if
/// need be: the main loop never waits for the notification server, and the popups of one
/// wake-up reach it together.
///
/// It hears the server's `ActionInvoked` (and the `ActivationToken` sent before it),
/// `NotificationClosed` and (KDE Plasma's reply field) `NotificationReplied` signals itself and maps the server's ids back to the
/// tokens the popups were posted with. Everything runs on the main loop.
public final class BusPopupPoster: PopupPoster {
    private let connection: OpaquePointer
    private var subscription: UInt32 = 0
    private var tokensByServerID: [UInt32: UInt64] = [:]
    private var live: [UInt64: LivePopup] = [:]
    private var answered: Set<UInt64> = []
    private var activationTokens: [UInt32: String] = [:]
    /// Runs on the main loop when the user acts on or closes a posted popup.
    public var onResponse: (UInt64, PopupResponse) -> Void = { _, _ in }

    /// Posts on `connection` (the session bus), which must outlive the poster, and
    /// subscribes to the server's signals there.
    public init(connection: OpaquePointer) {
        self.connection = connection
        let box = ClosureBox<ServerSignal> { [weak self] signal in self?.heard(signal) }
        subscription = g_dbus_connection_signal_subscribe(
            connection, NotificationServer.busName, NotificationServer.busName, nil, NotificationServer.objectPath,
            nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, member, parameters, data in
                guard let member, let parameters, let signal = ServerSignal(String(cString: member), parameters)
                else { return }
                ClosureBox<ServerSignal>.from(data)?.call(signal)
            }, box.retain(), ClosureBox<ServerSignal>.release)
    }

    deinit { g_dbus_connection_signal_unsubscribe(connection, subscription) }

    /// Sends `message` in a `Notify` call, in place of the popup with the server id
    /// `message.replacesID` when that is not 0; `completion` runs on the main loop with the
    /// server's id once it answered, or with the error (no answer within 25 s included).
    public func post(_ message: PopupMessage, token: UInt64, completion: @escaping (Result<UInt32, GLibError>) -> Void)
    {
        BusCall.call(
            connection, destination: NotificationServer.busName, path: NotificationServer.objectPath,
            interface: NotificationServer.busName, method: "Notify", parameters: NotifyParameters.make(message),
            replyType: "(u)"
        ) { [weak self] result in
            switch result {
            case .success(let reply):
                let child = Variant.child(reply, 0)
                let serverID = child.map { g_variant_get_uint32($0) } ?? 0
                if let child { g_variant_unref(child) }
                g_variant_unref(reply)
                self?.taken(message, token: token, serverID: serverID)
                completion(.success(serverID))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    /// Calls `CloseNotification` for `serverID`; its reply, or the error of a server that closed
    /// the popup already or went away, is dropped. It never starts a server to close a popup.
    public func close(serverID: UInt32) {
        BusCall.call(
            connection, destination: NotificationServer.busName, path: NotificationServer.objectPath,
            interface: NotificationServer.busName, method: "CloseNotification",
            parameters: Variant.tuple([g_variant_new_uint32(serverID)]), replyType: "()", autoStart: false
        ) { result in
            if case .success(let reply) = result { g_variant_unref(reply) }
        }
    }

    /// The server took a popup: from now on its signals under `serverID` are this popup's.
    private func taken(_ message: PopupMessage, token: UInt64, serverID: UInt32) {
        if message.replacesID != 0 { forget(serverID: message.replacesID) }
        // A server restarted since counts its ids anew: an older popup with this id is gone.
        forget(serverID: serverID)
        tokensByServerID[serverID] = token
        live[token] = LivePopup(
            serverID: serverID, actionKeys: Set(message.actions.map(\.key)), replyAction: message.reply?.action)
        trimLive()
    }

    private func heard(_ signal: ServerSignal) {
        switch signal {
        case .actionInvoked(let serverID, let key):
            guard let token = tokensByServerID[serverID], let popup = live[token], popup.actionKeys.contains(key)
            else { return }
            // The reply field's key, clicked without a reply, stands for the action that asked for text.
            let action = key == PopupComposer.inlineReplyKey ? popup.replyAction ?? key : key
            answer(token, .action(action, activationToken: activationTokens.removeValue(forKey: serverID)))
        case .activationToken(let serverID, let activation):
            guard tokensByServerID[serverID] != nil else { return }
            activationTokens[serverID] = activation
        case .replied(let serverID, let text):
            guard let token = tokensByServerID[serverID], let action = live[token]?.replyAction else { return }
            answer(token, .reply(action: action, text: text))
        case .closed(let serverID, let reason):
            guard let token = tokensByServerID[serverID] else { return }
            let wasAnswered = answered.contains(token)
            forget(serverID: serverID)
            if !wasAnswered { onResponse(token, .closed(reason: reason)) }
        }
    }

    /// An action was invoked or a reply sent: reported once (GNOME Shell sends a replaced
    /// popup's ActionInvoked twice); the close that follows is not reported.
    private func answer(_ token: UInt64, _ response: PopupResponse) {
        guard answered.insert(token).inserted else { return }
        onResponse(token, response)
    }

    /// Forgets every popup posted to the server that is gone.
    public func forgetPosted() {
        tokensByServerID = [:]
        live = [:]
        answered = []
        activationTokens = [:]
    }

    /// Drops the popup the server knows as `serverID`: replaced or closed, it reports nothing more.
    private func forget(serverID: UInt32) {
        activationTokens.removeValue(forKey: serverID)
        guard let token = tokensByServerID.removeValue(forKey: serverID) else { return }
        live.removeValue(forKey: token)
        answered.remove(token)
    }

    /// Bounds the popups remembered for their signals, should a server never close them.
    private func trimLive() {
        guard live.count > Self.liveLimit, let oldest = live.min(by: { $0.key < $1.key }) else { return }
        forget(serverID: oldest.value.serverID)
    }

    private static let liveLimit = 500
}

/// A popup on the server: its id there, the action keys it was sent with, and the action
/// its reply field answers.
private struct LivePopup {
    let serverID: UInt32
    let actionKeys: Set<String>
    let replyAction: String?
}

/// One of the notification server's signals that remindd listens to.
private enum ServerSignal {
    case actionInvoked(serverID: UInt32, key: String)
    case activationToken(serverID: UInt32, token: String)
    case replied(serverID: UInt32, text: String)
    case closed(serverID: UInt32, reason: Int32)

    /// The signal `member` with `parameters`, or nil for another signal or bad parameters.
    init?(_ member: String, _ parameters: OpaquePointer) {
        let type: String
        switch member {
        case "ActionInvoked", "NotificationReplied", "ActivationToken": type = "(us)"
        case "NotificationClosed": type = "(uu)"
        default: return nil
        }
        guard g_variant_is_of_type(parameters, shims_variant_type(type)) != 0 else { return nil }
        let first = Variant.child(parameters, 0)
        let second = Variant.child(parameters, 1)
        defer {
            if let first { g_variant_unref(first) }
            if let second { g_variant_unref(second) }
        }
        guard let first, let second else { return nil }
        let serverID = g_variant_get_uint32(first)
        switch member {
        case "ActionInvoked": self = .actionInvoked(serverID: serverID, key: Variant.string(second))
        case "NotificationReplied": self = .replied(serverID: serverID, text: Variant.string(second))
        case "ActivationToken": self = .activationToken(serverID: serverID, token: Variant.string(second))
        default: self = .closed(serverID: serverID, reason: Int32(clamping: g_variant_get_uint32(second)))
        }
    }
}
