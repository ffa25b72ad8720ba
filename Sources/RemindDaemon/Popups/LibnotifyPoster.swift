import CGLib
import CNotify
import CShims
import Foundation
import GLibSupport

/// Posts popups through libnotify on a thread of its own, so that the main loop never
/// waits for the notification server (`notify_notification_show` is a blocking call that
/// can hang for 25 s when the server does not answer).
///
/// The thread runs its own GLib main context, which libnotify's proxy is bound to, so the
/// server's `ActionInvoked` and `NotificationClosed` signals are heard there and handed
/// to the main loop. Each posted notification stays referenced until it is closed.
///
/// libnotify has no API for reply fields (KDE Plasma's `inline-reply`): the poster adds the
/// action key and hints itself and hears the server's `NotificationReplied(id, text)` on the
/// session bus, on its own thread too.
///
/// `@unchecked Sendable`: members marked "main" are only touched on the main loop's
/// thread, members marked "poster thread" only on the poster's thread; the two talk
/// through `MainContext.invoke` alone.
public final class LibnotifyPoster: PopupPoster, @unchecked Sendable {

    private let appName: String
    private let context: MainContext
    // main
    private var completions: [UInt64: (Result<UInt32, GLibError>) -> Void] = [:]
    /// Runs on the main loop when the user acts on or closes a posted popup (main).
    public var onResponse: (UInt64, PopupResponse) -> Void = { _, _ in }
    // poster thread
    private var live: [UInt64: ThreadBound<UnsafeMutablePointer<NotifyNotification>>] = [:]
    private var answered: Set<UInt64> = []
    private var serverIDs: [UInt64: UInt32] = [:]
    private var replyActions: [UInt64: String] = [:]
    private var tokensByServerID: [UInt32: UInt64] = [:]

    /// Starts the poster thread; libnotify is initialised there with `appName`.
    public init(appName: String) {
        self.appName = appName
        let context = MainContext(g_main_context_new())
        self.context = context
        let name = appName
        Thread.detachNewThread { [weak self] in
            g_main_context_push_thread_default(context.pointer)
            notify_init(name)
            self?.listenForReplies()
            let loop = g_main_loop_new(context.pointer, 0)
            g_main_loop_run(loop)
        }
    }

    /// Posts `message` (main), in place of the popup with the server id `message.replacesID`
    /// when that is not 0; `completion` runs on the main loop once the server took it, with
    /// its server id, or refused it.
    public func post(_ message: PopupMessage, token: UInt64, completion: @escaping (Result<UInt32, GLibError>) -> Void)
    {
        completions[token] = completion
        context.invoke { [self] in
            let result = show(message, token: token)
            MainContext.main.invoke { [self] in
                completions.removeValue(forKey: token)?(result)
            }
        }
    }

    /// Shows one notification (poster thread).
    private func show(_ message: PopupMessage, token: UInt64) -> Result<UInt32, GLibError> {
        guard let notification = notify_notification_new(message.summary, message.body, message.iconName) else {
            return .failure(
                GLibError(domain: "libnotify", code: 0, message: "cannot create a notification", remoteName: nil))
        }
        configure(notification, with: message)
        if let reply = message.reply {
            replyActions[token] = reply.action
            if !reply.placeholder.isEmpty {
                notify_notification_set_hint(
                    notification, "x-kde-reply-placeholder-text", g_variant_new_string(reply.placeholder))
            }
            if !reply.buttonTitle.isEmpty {
                notify_notification_set_hint(
                    notification, "x-kde-reply-submit-button-text", g_variant_new_string(reply.buttonTitle))
            }
        }
        for action in message.actions {
            notify_notification_add_action(
                notification, action.key, action.label,
                { _, key, data in
                    guard let data, let key else { return }
                    let handle = Unmanaged<PopupHandle>.fromOpaque(data).takeUnretainedValue()
                    handle.poster?.invoked(handle.token, key: String(cString: key))
                },
                PopupHandle(token: token, poster: self).retained, PopupHandle.release)
        }
        let closed: @convention(c) (UnsafeMutablePointer<NotifyNotification>?, gpointer?) -> Void = {
            notification, data in
            guard let data, let notification else { return }
            let handle = Unmanaged<PopupHandle>.fromOpaque(data).takeUnretainedValue()
            handle.poster?.closed(handle.token, reason: notify_notification_get_closed_reason(notification))
        }
        g_signal_connect_data(
            notification, "closed", unsafeBitCast(closed, to: GCallback.self),
            PopupHandle(token: token, poster: self).retained, { data, _ in PopupHandle.release(data) }, GConnectFlags(0)
        )
        var error: UnsafeMutablePointer<GError>?
        guard notify_notification_show(notification, &error) != 0 else {
            g_object_unref(notification)
            replyActions.removeValue(forKey: token)
            return .failure(
                GLibError.take(&error) ?? GLibError(domain: "libnotify", code: 0, message: "not shown", remoteName: nil)
            )
        }
        let serverID = UInt32(clamping: Self.integer(notification, Self.idProperty))
        if message.replacesID != 0 { forget(serverID: message.replacesID) }
        if message.reply != nil { tokensByServerID[serverID] = token }
        live[token] = ThreadBound(notification)
        serverIDs[token] = serverID
        trimLive()
        return .success(serverID)
    }

    /// Drops the notification the server just replaced (poster thread): its object goes, and
    /// with it the handlers that would hear the new popup's signals under the same id.
    private func forget(serverID: UInt32) {
        guard let token = serverIDs.first(where: { $0.value == serverID })?.key else { return }
        serverIDs.removeValue(forKey: token)
        answered.remove(token)
        forgetReply(token)
        if let old = live.removeValue(forKey: token) { g_object_unref(old.value) }
    }

    /// The name of libnotify's property that holds the server's id of a notification: 0
    /// before it is shown; set before showing, the server replaces the popup with that id.
    private static let idProperty = "id"

    /// Reads an integer property of a GObject.
    private static func integer(_ object: UnsafeMutablePointer<NotifyNotification>, _ name: String) -> Int32 {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutablePointer<GObject>(OpaquePointer(object)), name, &value)
        return g_value_get_int(&value)
    }

    /// Sets an integer property of a GObject.
    private static func setInteger(_ object: UnsafeMutablePointer<NotifyNotification>, _ name: String, _ number: Int32)
    {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        defer { g_value_unset(&value) }
        g_value_set_int(&value, number)
        g_object_set_property(UnsafeMutablePointer<GObject>(OpaquePointer(object)), name, &value)
    }

    private func configure(_ notification: UnsafeMutablePointer<NotifyNotification>, with message: PopupMessage) {
        notify_notification_set_app_name(notification, message.appName)
        if message.replacesID != 0 {
            Self.setInteger(notification, Self.idProperty, Int32(clamping: message.replacesID))
        }
        switch message.urgency {
        case .low: notify_notification_set_urgency(notification, NOTIFY_URGENCY_LOW)
        case .normal: notify_notification_set_urgency(notification, NOTIFY_URGENCY_NORMAL)
        case .critical: notify_notification_set_urgency(notification, NOTIFY_URGENCY_CRITICAL)
        }
        notify_notification_set_timeout(notification, message.urgency == .critical ? 0 : -1)
        notify_notification_set_category(notification, message.category)
        notify_notification_set_hint(notification, "desktop-entry", g_variant_new_string(message.desktopEntry))
        if let sound = message.soundName {
            notify_notification_set_hint(notification, "sound-name", g_variant_new_string(sound))
        }
        if let image = message.imagePath {
            notify_notification_set_hint(notification, "image-path", g_variant_new_string(image))
        }
        if message.silent {
            notify_notification_set_hint(notification, "suppress-sound", g_variant_new_boolean(1))
        }
    }

    /// An action key was invoked (poster thread): the reply field's key, clicked without a
    /// reply, stands for the action that asked for text.
    private func invoked(_ token: UInt64, key: String) {
        let action = key == PopupComposer.inlineReplyKey ? replyActions[token] ?? key : key
        answer(token, .action(action))
    }

    /// Hears the server's `NotificationReplied(id, text)` (poster thread: the subscription
    /// belongs to its main context). Without a session bus there is no server to reply either.
    private func listenForReplies() {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return }
        g_dbus_connection_signal_subscribe(
            bus, NotificationServer.busName, NotificationServer.busName, "NotificationReplied",
            NotificationServer.objectPath, nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let data, let parameters, g_variant_is_of_type(parameters, shims_variant_type("(us)")) != 0
                else { return }
                let id = Variant.child(parameters, 0)
                let text = Variant.child(parameters, 1)
                defer {
                    if let id { g_variant_unref(id) }
                    if let text { g_variant_unref(text) }
                }
                guard let id else { return }
                Unmanaged<ReplyHandle>.fromOpaque(data).takeUnretainedValue().poster?.replied(
                    serverID: g_variant_get_uint32(id), text: Variant.string(text))
            },
            Unmanaged.passRetained(ReplyHandle(poster: self)).toOpaque(),
            { data in if let data { Unmanaged<ReplyHandle>.fromOpaque(data).release() } })
    }

    /// The user sent a reply in the popup the server knows as `serverID` (poster thread).
    private func replied(serverID: UInt32, text: String) {
        guard let token = tokensByServerID[serverID], let action = replyActions[token], live[token] != nil else {
            return
        }
        answer(token, .reply(action: action, text: text))
    }

    /// An action was invoked (poster thread): reported once; the close that follows is not.
    private func answer(_ token: UInt64, _ response: PopupResponse) {
        answered.insert(token)
        MainContext.main.invoke { [self] in onResponse(token, response) }
    }

    /// A popup closed (poster thread): reported unless an action already answered it.
    private func closed(_ token: UInt64, reason: Int32) {
        if answered.remove(token) == nil {
            MainContext.main.invoke { [self] in onResponse(token, .closed(reason: reason)) }
        }
        serverIDs.removeValue(forKey: token)
        if let notification = live.removeValue(forKey: token) {
            context.invoke { g_object_unref(notification.value) }
        }
        forgetReply(token)
    }

    private func forgetReply(_ token: UInt64) {
        guard replyActions.removeValue(forKey: token) != nil else { return }
        tokensByServerID = tokensByServerID.filter { $0.value != token }
    }

    /// Bounds the notifications kept for their signals, should a server never close them.
    private func trimLive() {
        guard live.count > Self.liveLimit, let oldest = live.keys.min() else { return }
        if let notification = live.removeValue(forKey: oldest) { g_object_unref(notification.value) }
        answered.remove(oldest)
        serverIDs.removeValue(forKey: oldest)
        forgetReply(oldest)
    }

    private static let liveLimit = 500
}

/// The user data of one notification's callbacks: which popup, and its poster.
private final class PopupHandle {
    let token: UInt64
    weak var poster: LibnotifyPoster?

    init(token: UInt64, poster: LibnotifyPoster) {
        self.token = token
        self.poster = poster
    }

    var retained: gpointer { Unmanaged.passRetained(self).toOpaque() }

    static let release: GDestroyNotify = { data in
        if let data { Unmanaged<PopupHandle>.fromOpaque(data).release() }
    }
}

/// The user data of the `NotificationReplied` subscription: the poster, weakly, so that the
/// subscription keeps no poster alive.
private final class ReplyHandle {
    weak var poster: LibnotifyPoster?

    init(poster: LibnotifyPoster) {
        self.poster = poster
    }
}
