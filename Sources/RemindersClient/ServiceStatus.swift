import Foundation
import RemindersAPI

/// What remindd's GetStatus answers: whether popups can be shown now, and the API's version.
public struct ServiceStatus: Sendable, Hashable {
    /// Whether a notification server runs and its capabilities are known.
    public var notificationServer: Bool
    /// The server's capabilities, such as "actions" and "body-markup".
    public var capabilities: [String]
    /// How many popups wait for a server.
    public var queued: Int
    /// When "Pause Reminders" ends, or nil when popups are not paused.
    public var pausedUntil: Date?
    /// The version of the API remindd serves (`RemindersBus.apiVersion` for the one this
    /// client was built with).
    public var apiVersion: UInt32
    /// remindd's release, such as "0.1.0"; nil from a remindd that does not say it.
    public var daemonVersion: String?
    /// The notification server's name, vendor and version, once it said them.
    public var serverName: String?
    /// Who makes the notification server.
    public var serverVendor: String?
    /// The notification server's own version.
    public var serverVersion: String?
    /// Whether remindd can wake the computer for a reminder: "available", "denied" or
    /// "unsupported"; nil from a remindd that does not say (before api-version 4).
    public var wakeAlarm: String?

    /// Creates a status.
    public init(
        notificationServer: Bool, capabilities: [String], queued: Int, pausedUntil: Date? = nil,
        apiVersion: UInt32 = RemindersBus.apiVersion
    ) {
        self.notificationServer = notificationServer
        self.capabilities = capabilities
        self.queued = queued
        self.pausedUntil = pausedUntil
        self.apiVersion = apiVersion
    }

    /// Reads GetStatus's dictionary: notification-server b, capabilities as, queued u,
    /// paused-until d (0 when not paused), api-version u, and the strings version,
    /// server-name, server-vendor, server-version and wake-alarm. Missing keys read as false, none, 0,
    /// not paused, version 1 (a remindd from before api-version served version 1) and nil;
    /// a key of another type is an error, and keys this client does not know are ignored.
    public init(_ dictionary: WireDictionary) throws(WireError) {
        switch dictionary[StatusKey.notificationServer] {
        case .bool(let flag)?: notificationServer = flag
        case nil: notificationServer = false
        case let other?: throw Self.mismatch(StatusKey.notificationServer, "b", other)
        }
        switch dictionary[StatusKey.capabilities] {
        case .strings(let names)?: capabilities = names
        case nil: capabilities = []
        case let other?: throw Self.mismatch(StatusKey.capabilities, "as", other)
        }
        switch dictionary[StatusKey.queued] {
        case .uint32(let count)?: queued = Int(count)
        case nil: queued = 0
        case let other?: throw Self.mismatch(StatusKey.queued, "u", other)
        }
        switch dictionary[StatusKey.pausedUntil] {
        case .double(let seconds)?: pausedUntil = seconds > 0 ? Date(timeIntervalSince1970: seconds) : nil
        case nil: pausedUntil = nil
        case let other?: throw Self.mismatch(StatusKey.pausedUntil, "d", other)
        }
        switch dictionary[StatusKey.apiVersion] {
        case .uint32(let version)?: apiVersion = version
        case nil: apiVersion = 1
        case let other?: throw Self.mismatch(StatusKey.apiVersion, "u", other)
        }
        daemonVersion = try Self.text(StatusKey.version, in: dictionary)
        serverName = try Self.text(StatusKey.serverName, in: dictionary)
        serverVendor = try Self.text(StatusKey.serverVendor, in: dictionary)
        serverVersion = try Self.text(StatusKey.serverVersion, in: dictionary)
        wakeAlarm = try Self.text(StatusKey.wakeAlarm, in: dictionary)
    }

    private static func text(_ key: String, in dictionary: WireDictionary) throws(WireError) -> String? {
        switch dictionary[key] {
        case .string(let text)?: return text
        case nil: return nil
        case let other?: throw mismatch(key, "s", other)
        }
    }

    private static func mismatch(_ key: String, _ expected: String, _ value: WireValue) -> WireError {
        WireError("\(key) must have type \(expected), not \(value.signature)")
    }
}
