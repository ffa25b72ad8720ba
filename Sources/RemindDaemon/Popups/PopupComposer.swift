import CGLib
import Foundation
import LocalNotifications
import Translations

/// Turns the core's popups into messages for the notification server, following the
/// freedesktop notification specification and what this server can do.
public struct PopupComposer {
    /// The freedesktop sound played for a notification with the default sound.
    public static let defaultSoundName = "message-new-instant"
    /// The `category` hint of every popup remindd posts.
    public static let category = "x-remindd.reminder"
    /// The server capability of a reply field in the popup (KDE Plasma's extension of the
    /// freedesktop specification).
    public static let inlineReplyCapability = "inline-reply"
    /// The action key that asks such a server for a reply field; the typed text comes back
    /// in its `NotificationReplied(id, text)` signal.
    public static let inlineReplyKey = "inline-reply"

    /// The server's capabilities, from `GetCapabilities`.
    public var capabilities: Set<String>
    /// The user's zone, for the due times of late popups.
    public var timeZone: TimeZone
    /// Every app's registered categories, by app identifier: their actions become buttons.
    public var categories: [String: [NotificationCategory]]

    /// Creates a composer for a server with these capabilities and the apps' categories.
    public init(capabilities: Set<String>, timeZone: TimeZone, categories: [String: [NotificationCategory]] = [:]) {
        self.capabilities = capabilities
        self.timeZone = timeZone
        self.categories = categories
    }

    /// The message for a popup.
    public func message(for popup: Popup) -> PopupMessage {
        switch popup {
        case .single(let delivery):
            return single(delivery)
        case .summary(let app, let deliveries):
            return summary(app: app, deliveries)
        }
    }

    private func single(_ delivery: DeliveredNotification) -> PopupMessage {
        let content = delivery.request.content
        var lines = [content.subtitle, content.body].filter { !$0.isEmpty }
        if delivery.late { lines.append(tr("Due %s", describe(delivery.occurrenceDate))) }
        let summary = content.title.isEmpty ? Self.appName(for: delivery.appIdentifier) : content.title
        let portal = content.portal
        var message = PopupMessage(
            appName: Self.appName(for: delivery.appIdentifier), summary: summary,
            body: markup(lines.joined(separator: "\n")), iconName: delivery.appIdentifier,
            urgency: Self.urgency(content.interruptionLevel), desktopEntry: delivery.appIdentifier,
            category: PortalHints.category(portal.category) ?? Self.category,
            soundName: PortalHints.omitsSoundName(portal.sound) ? nil : Self.soundName(content.sound),
            silent: content.sound == .none,
            actions: actions(category: content.categoryIdentifier, of: delivery.appIdentifier),
            imagePath: content.attachment.isEmpty ? nil : content.attachment,
            reply: reply(category: content.categoryIdentifier, of: delivery.appIdentifier))
        message.soundFile = portal.sound?.filePath
        message.transient = portal.displayHints.contains(.transient)
        message.resident = portal.displayHints.contains(.persistent)
        if delivery.request.soundLoop { ringing(&message) }
        return message
    }

    /// A ringing request's popup stays until answered (critical urgency, resident, never
    /// transient), and the server plays no sound of its own: remindd rings it.
    private func ringing(_ message: inout PopupMessage) {
        message.urgency = .critical
        message.resident = true
        message.transient = false
        message.soundName = nil
        message.soundFile = nil
        message.silent = true
    }

    /// The summary of missed deliveries: one line per thread with its count, then the
    /// deliveries without a thread by title and due time, at most `summaryLines` lines and
    /// "and N more".
    private func summary(app: String, _ deliveries: [DeliveredNotification]) -> PopupMessage {
        var threadOrder: [String] = []
        var threadCounts: [String: Int] = [:]
        var loose: [DeliveredNotification] = []
        for delivery in deliveries {
            let thread = delivery.request.content.threadIdentifier
            if thread.isEmpty {
                loose.append(delivery)
            } else {
                if threadCounts[thread] == nil { threadOrder.append(thread) }
                threadCounts[thread, default: 0] += 1
            }
        }
        let threadLines = threadOrder.map { thread in
            let count = threadCounts[thread] ?? 0
            return trn("%2$s: %1$d reminder", "%2$s: %1$d reminders", count, thread)
        }
        let looseLines = loose.map { delivery in
            let title =
                delivery.request.content.title.isEmpty ? delivery.request.content.body : delivery.request.content.title
            return tr("%s (due %s)", title, describe(delivery.occurrenceDate))
        }
        let all = threadLines + looseLines
        var lines = Array(all.prefix(Self.summaryLines))
        if all.count > Self.summaryLines {
            lines.append(trn("and %d more", "and %d more", all.count - Self.summaryLines))
        }
        let levels = deliveries.map(\.request.content.interruptionLevel)
        let sounds = deliveries.map(\.request.content.sound)
        return PopupMessage(
            appName: Self.appName(for: app),
            summary: trn("%d missed reminder", "%d missed reminders", deliveries.count),
            body: markup(lines.joined(separator: "\n")), iconName: app,
            urgency: levels.contains(.critical) ? .critical : .normal, desktopEntry: app, category: Self.category,
            soundName: sounds.allSatisfy { $0 == .none } ? nil : Self.defaultSoundName,
            silent: sounds.allSatisfy { $0 == .none }, actions: actions(category: "", of: app))
    }

    /// The buttons where the server offers actions: the default action (a click on the popup), then
    /// those of the request's category when its app registered one by that name.
    /// An action that asks for text is an ordinary button, except the first one on a server
    /// with a reply field: its key is then `inlineReplyKey`.
    private func actions(category identifier: String, of app: String) -> [PopupMessage.Action] {
        guard capabilities.contains("actions") else { return [] }
        let replying = reply(category: identifier, of: app)?.action
        // TRANSLATORS: the label of a popup's default action (a click on it), which some
        // servers (XFCE's, dunst's menu) show as a button or a menu line.
        return [PopupMessage.Action(key: NotificationAction.defaultIdentifier, label: tr("Open"))]
            + (category(identifier, of: app)?.actions ?? []).map { action in
                PopupMessage.Action(
                    key: action.identifier == replying ? Self.inlineReplyKey : action.identifier, label: action.title)
            }
    }

    /// The reply field for the first action of the category that asks for text, where the
    /// server offers actions and reply fields.
    private func reply(category identifier: String, of app: String) -> PopupMessage.Reply? {
        guard capabilities.contains("actions"), capabilities.contains(Self.inlineReplyCapability),
            let action = category(identifier, of: app)?.actions.first(where: { $0.textInput != nil }),
            let input = action.textInput
        else { return nil }
        return PopupMessage.Reply(
            action: action.identifier, placeholder: input.placeholder, buttonTitle: input.buttonTitle)
    }

    private func category(_ identifier: String, of app: String) -> NotificationCategory? {
        identifier.isEmpty ? nil : categories[app]?.first { $0.identifier == identifier }
    }

    /// The body as the server wants it: escaped when it interprets markup, as is otherwise.
    private func markup(_ text: String) -> String {
        guard capabilities.contains("body-markup"), let escaped = g_markup_escape_text(text, -1) else { return text }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    private func describe(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }

    private static let summaryLines = 8

    private static func urgency(_ level: InterruptionLevel) -> PopupMessage.Urgency {
        switch level {
        case .passive: .low
        case .active, .timeSensitive: .normal
        case .critical: .critical
        }
    }

    private static func soundName(_ sound: NotificationSound) -> String? {
        switch sound {
        case .default: defaultSoundName
        case .named(let name): name
        case .none: nil
        }
    }

    /// A readable app name from its identifier: the last part, "Notes" for "org.example.Notes".
    public static func appName(for appIdentifier: String) -> String {
        appIdentifier.split(separator: ".").last.map(String.init) ?? appIdentifier
    }
}
