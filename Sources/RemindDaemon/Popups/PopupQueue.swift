import Foundation
import GLibSupport
import LocalNotifications

/// The popups waiting for the notification server, posted in order, several at a time.
///
/// Up to `inFlightLimit` popups are on their way at once, so that the popups of one
/// wake-up reach the server together instead of each waiting for the server's answer to
/// the one before. A popup that replaces another of its thread waits until the server
/// answered for that one (it needs its id), and the popups behind it wait too: the server
/// gets them in the order they came due.
///
/// Nothing is dropped: a popup stays queued until the server took it. Without a server it
/// waits for one to appear (or asks the bus to start one); when the server refuses, it
/// is tried again after a growing pause.
///
/// The popups the server took are reported together (see `onPosted`), so that they are
/// recorded as posted in one transaction. No popup goes out while the limit of them is
/// on its way or taken and not yet reported: a crash can show again at most that many.
///
/// It remembers the server's id of the last popup of each app and thread identifier while
/// that popup is on screen, and posts the next popup of the thread in its place.
///
/// A popup the user answered (an action, a reply) is reported once and taken down on the
/// server, which does not always close it itself (dunst keeps it after a menu action).
public final class PopupQueue {
    private let server: any NotificationServerPresence
    private let poster: any PopupPoster
    private let retryTimer: any RetryTimer
    private let bannerTimer: any RetryTimer
    private let composer: () -> PopupComposer
    private let log: DaemonLog
    private var waiting: [QueuedPopup] = []
    private var inFlight: [UInt64: InFlightPopup] = [:]
    private var nextOrder: UInt64 = 0
    private var retryDelay: UInt32 = 0
    private var nextToken: UInt64 = 1
    private var shown: [UInt64: PostedPopup] = [:]
    private var threads: [ThreadKey: ShownPopup] = [:]
    private var taken: [Popup] = []

    /// Runs on the main loop with the popups the server took, in the order they were sent:
    /// once no popup is on its way any more, or once `inFlightLimit` were taken while
    /// others kept going out.
    public var onPosted: ([Popup]) -> Void = { _ in }
    /// Runs on the main loop just before a popup is sent to the server.
    public var beforeSending: () -> Void = {}
    /// Runs on the main loop when the user acts on a posted popup or dismisses it.
    public var onResponse: (Popup, PopupResponse) -> Void = { _, _ in }

    /// Creates the queue; `retryTimer` paces the tries after a refusal, `bannerTimer` the
    /// popups of a burst (see `bannerGap`), and `composer` gives the composer for the
    /// server's current capabilities.
    public init(
        server: any NotificationServerPresence, poster: any PopupPoster, retryTimer: any RetryTimer,
        bannerTimer: any RetryTimer, log: DaemonLog, composer: @escaping () -> PopupComposer
    ) {
        self.server = server
        self.poster = poster
        self.retryTimer = retryTimer
        self.bannerTimer = bannerTimer
        self.log = log
        self.composer = composer
        poster.onResponse = { [weak self] token, response in self?.responded(token, response) }
    }

    /// The most popups on their way to the server at once: enough for every popup due in
    /// the same second in practice, few enough that a server that hangs or dies holds (and
    /// may show again after its restart) only a handful, and that no more are sent at once
    /// than a user can read on a screen.
    public static let inFlightLimit = 8

    /// How long the next popup waits after one was sent, in milliseconds, on a server that
    /// would otherwise not show its banner: GNOME Shell takes down a banner still sliding in
    /// (200 ms, longer on a busy machine) when the next popup arrives, so that popup is only
    /// in the message list; 8 popups still all arrive within its first banner's 4 s. Nil
    /// for servers that show every banner, however close together they come. A lone popup
    /// never waits.
    public static func bannerGap(for server: ServerIdentity?) -> UInt32? {
        server?.name == "gnome-shell" ? 500 : nil
    }

    /// How many popups wait, those being posted included.
    public var count: Int { waiting.count + inFlight.count }

    /// Queues popups, dropping any queued popup of the same request that a newer
    /// occurrence replaces, and starts posting.
    public func enqueue(_ popups: [Popup]) {
        for popup in popups {
            let keys = Set(popup.deliveries.map(Self.key))
            waiting.removeAll { queued in
                queued.popup.deliveries.allSatisfy { keys.contains(Self.key($0)) }
            }
            waiting.append(QueuedPopup(popup: popup, order: nextOrder))
            nextOrder += 1
        }
        pump()
    }

    /// Takes back the waiting popups (not those being posted) that `shouldWithdraw`
    /// picks, in order, such as those a pause now holds.
    public func withdraw(where shouldWithdraw: (Popup) -> Bool) -> [Popup] {
        let taken = waiting.filter { shouldWithdraw($0.popup) }
        waiting.removeAll { shouldWithdraw($0.popup) }
        return taken.map(\.popup)
    }

    /// Takes down the shown popups of the app's nagging or ringing requests with these
    /// identifiers (all of the app's when nil) and drops their queued ones: the app cancelled
    /// them, and such a popup would otherwise stay (a ringing one is resident).
    public func closeInsistent(appIdentifier: String, identifiers: Set<String>?) {
        let cancelled = { (popup: Popup) -> Bool in
            guard case .single(let delivery) = popup, delivery.request.nags || delivery.request.soundLoop else {
                return false
            }
            return delivery.appIdentifier == appIdentifier
                && identifiers.map { $0.contains(delivery.identifier) } ?? true
        }
        waiting.removeAll { cancelled($0.popup) }
        for (token, posted) in shown where cancelled(posted.popup) {
            shown.removeValue(forKey: token)
            threads = threads.filter { $0.value.token != token }
            poster.close(serverID: posted.serverID)
        }
    }

    /// The server appeared, vanished or changed: a server that is ready now gets the next
    /// popup at once, without waiting out a pause left from failures with the one before.
    public func serverChanged() {
        if server.isReady, retryTimer.isPending {
            retryTimer.cancel()
            retryDelay = 0
        }
        pump()
    }

    /// The server's owner left the bus, and its popups with it: no thread's next popup
    /// replaces one of them (the next server gives their ids to other popups, another app's
    /// critical one perhaps), and none of them is answered or closed any more.
    public func serverGone() {
        threads = [:]
        shown = [:]
        poster.forgetPosted()
    }

    /// Posts the next popups, in order, while the server is ready and fewer than
    /// `inFlightLimit` are on their way or taken and not yet reported (the server may have
    /// taken those on their way too, so a crash would show them all again).
    public func pump() {
        while inFlight.count + taken.count < Self.inFlightLimit, !retryTimer.isPending, !bannerTimer.isPending,
            let next = waiting.first
        {
            guard server.isReady else {
                server.startIfActivatable()
                return
            }
            let thread = Self.thread(of: next.popup)
            // Its place on screen is known only once the server answered for the one before.
            if let thread, inFlight.values.contains(where: { $0.thread == thread }) { return }
            waiting.removeFirst()
            // Before sending: a server that answers at once has the queue pump again.
            if let gap = Self.bannerGap(for: server.identity) {
                bannerTimer.schedule(afterMilliseconds: gap) { [weak self] in self?.pump() }
            }
            send(next, thread: thread)
        }
    }

    private func send(_ next: QueuedPopup, thread: ThreadKey?) {
        let token = nextToken
        nextToken += 1
        // The portal's show-as-new: a new popup, which the thread's next one replaces; the
        // earlier one stays until it is closed.
        let replaced = Self.showsAsNew(next.popup) ? nil : thread.flatMap { threads[$0] }
        inFlight[token] = InFlightPopup(queued: next, thread: thread, replacing: replaced?.token)
        beforeSending()
        var message = composer().message(for: next.popup)
        message.replacesID = replaced?.serverID ?? 0
        poster.post(message, token: token) { [weak self] result in
            self?.finished(token: token, replaced: replaced, result)
        }
    }

    private func finished(token: UInt64, replaced: ShownPopup?, _ result: Result<UInt32, GLibError>) {
        guard let sent = inFlight.removeValue(forKey: token) else { return }
        let popup = sent.queued.popup
        switch result {
        case .success(let serverID):
            retryDelay = 0
            shown[token] = PostedPopup(popup: popup, serverID: serverID)
            if let replaced { shown.removeValue(forKey: replaced.token) }
            if let thread = sent.thread { threads[thread] = ShownPopup(token: token, serverID: serverID) }
            taken.append(popup)
        case .failure(let error):
            // Back in its place: refused popups of one batch keep their order, whatever
            // order the refusals came in.
            let index = waiting.firstIndex { $0.order > sent.queued.order } ?? waiting.endIndex
            waiting.insert(sent.queued, at: index)
            log.log(.failed, "posting \(Self.describe(popup)): \(error.message); kept in the queue")
            if !retryTimer.isPending { scheduleRetry() }
        }
        if !taken.isEmpty, inFlight.isEmpty || taken.count >= Self.inFlightLimit {
            let batch = taken
            taken = []
            onPosted(batch)
        }
        pump()
    }

    private func scheduleRetry() {
        retryDelay = min(max(retryDelay * 2, 1), Self.longestRetry)
        retryTimer.schedule(after: retryDelay) { [weak self] in self?.pump() }
    }

    /// Reports what the user did with a shown popup, which is then forgotten: closed, or
    /// answered and so taken down on the server, unless a popup of its thread on its way
    /// replaces it (closing its id then would close the new one).
    private func responded(_ token: UInt64, _ response: PopupResponse) {
        guard let posted = shown.removeValue(forKey: token) else { return }
        threads = threads.filter { $0.value.token != token }
        switch response {
        case .action, .reply:
            if !inFlight.values.contains(where: { $0.replacing == token }) { poster.close(serverID: posted.serverID) }
        case .closed:
            break
        }
        onResponse(posted.popup, response)
    }

    /// A short name of a popup for log lines.
    static func describe(_ popup: Popup) -> String {
        popup.deliveries.map { "\($0.appIdentifier)/\($0.identifier)" }.joined(separator: ",")
    }

    /// The app and thread a single popup belongs to; nil for a summary or a popup without a
    /// thread. A nagging request's popup without a thread is a thread of its own, so that
    /// each repeat replaces the one before.
    private static func thread(of popup: Popup) -> ThreadKey? {
        guard case .single(let delivery) = popup else { return nil }
        let thread = delivery.request.content.threadIdentifier
        if thread.isEmpty, delivery.request.nags {
            return ThreadKey(app: delivery.appIdentifier, thread: "\u{0}" + delivery.identifier)
        }
        return thread.isEmpty ? nil : ThreadKey(app: delivery.appIdentifier, thread: thread)
    }

    private static func showsAsNew(_ popup: Popup) -> Bool {
        guard case .single(let delivery) = popup else { return false }
        return delivery.request.content.portal.displayHints.contains(.showAsNew)
    }

    private static func key(_ delivery: DeliveredNotification) -> String {
        "\(delivery.appIdentifier)\u{0}\(delivery.identifier)"
    }

    /// The longest pause between two tries, in seconds.
    private static let longestRetry: UInt32 = 60
}

/// An app and one of its thread identifiers.
private struct ThreadKey: Hashable {
    let app: String
    let thread: String
}

/// A queued popup and its place in the order popups came due.
private struct QueuedPopup {
    let popup: Popup
    let order: UInt64
}

/// A popup on its way to the server, the thread it belongs to, if any, and the token of
/// the shown popup it replaces, if any.
private struct InFlightPopup {
    let queued: QueuedPopup
    let thread: ThreadKey?
    let replacing: UInt64?
}

/// A popup the server took, and its id there.
private struct PostedPopup {
    let popup: Popup
    let serverID: UInt32
}

/// A popup on the server: the queue's token and the server's id.
private struct ShownPopup {
    let token: UInt64
    let serverID: UInt32
}
