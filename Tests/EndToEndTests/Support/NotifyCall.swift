import Foundation

/// One `org.freedesktop.Notifications.Notify` call seen on the bus: what reached the
/// notification server, and when.
struct NotifyCall: Sendable, Equatable {
    /// When dbus-monitor saw it, in seconds since 1970.
    var timestamp: TimeInterval
    /// The `app_name` argument.
    var appName: String
    /// The `replaces_id` argument.
    var replacesID: UInt32
    /// The `app_icon` argument.
    var appIcon: String
    /// The summary (title) line.
    var summary: String
    /// The body, as sent (escaped when the server takes markup).
    var body: String
    /// The actions: key, label, key, label...
    var actions: [String]
    /// The hints by name, each a variant.
    var hints: [String: MonitorValue]
    /// The `expire_timeout` argument: -1 the server's default, 0 never.
    var expireTimeout: Int32

    /// The `desktop-entry` hint.
    var desktopEntry: String? { hints["desktop-entry"]?.string }
    /// The `sound-name` hint.
    var soundName: String? { hints["sound-name"]?.string }
    /// The `suppress-sound` hint.
    var suppressSound: Bool? { hints["suppress-sound"]?.boolean }
    /// The `category` hint.
    var category: String? { hints["category"]?.string }
    /// The `urgency` hint's byte: 0 low, 1 normal, 2 critical.
    var urgency: UInt8? { hints["urgency"]?.number.flatMap { UInt8($0) } }
    /// The time as a date.
    var date: Date { Date(timeIntervalSince1970: timestamp) }

    /// The call from dbus-monitor's arguments of a Notify call (signature `susssasa{sv}i`).
    init(timestamp: TimeInterval, arguments: [MonitorValue]) throws {
        guard arguments.count == 8, case .string(let appName) = arguments[0], let replaces = arguments[1].number,
            let replacesID = UInt32(replaces), case .string(let appIcon) = arguments[2],
            case .string(let summary) = arguments[3], case .string(let body) = arguments[4],
            case .array(let actionValues) = arguments[5], case .array(let hintValues) = arguments[6],
            let expire = arguments[7].number, let expireTimeout = Int32(expire)
        else { throw MonitorParser.Malformed(description: "a Notify call with arguments \(arguments)") }
        var hints: [String: MonitorValue] = [:]
        for entry in hintValues {
            guard case .dictEntry(.string(let key), let value) = entry else {
                throw MonitorParser.Malformed(description: "a Notify hint \(entry)")
            }
            hints[key] = value
        }
        self.timestamp = timestamp
        self.appName = appName
        self.replacesID = replacesID
        self.appIcon = appIcon
        self.summary = summary
        self.body = body
        self.actions = actionValues.compactMap(\.string)
        self.hints = hints
        self.expireTimeout = expireTimeout
    }
}
