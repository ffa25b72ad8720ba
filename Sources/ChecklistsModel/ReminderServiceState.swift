import Foundation

/// How remindd and the notification server behind it are doing, as Settings' Status section
/// shows it: gathered without waiting for the window, from the bus and remindd's GetStatus.
public struct ReminderServiceState: Sendable, Equatable {
    /// Whether remindd runs, and if not whether the session can start it.
    public enum Daemon: Sendable, Equatable {
        /// remindd owns its bus name; its release, when it says it.
        case running(version: String?)
        /// remindd does not run, but the session bus starts it when a program calls it.
        case startable
        /// remindd does not run and the session bus cannot start it.
        case missing
        /// The bus or remindd could not be asked; the text says why.
        case unreachable(String)
    }

    /// What the notification server said of itself.
    public struct Server: Sendable, Equatable {
        /// Its name, such as "dunst" or "gnome-shell".
        public var name: String
        /// Who makes it.
        public var vendor: String
        /// Its version.
        public var version: String

        /// Creates a server's description.
        public init(name: String, vendor: String, version: String) {
            self.name = name
            self.vendor = vendor
            self.version = version
        }
    }

    /// remindd itself.
    public var daemon: Daemon
    /// Whether a notification server runs (nil when remindd could not be asked).
    public var serverRunning: Bool?
    /// What the server said of itself, once it did.
    public var server: Server?
    /// The server's capabilities, sorted.
    public var capabilities: [String]
    /// Popups waiting for a server.
    public var queued: Int
    /// When "Pause Reminders" ends, if popups are paused.
    public var pausedUntil: Date?
    /// How many of the app's reminders remindd holds (nil when it could not be asked).
    public var pending: Int?
    /// When the app's next reminder comes, if one is pending.
    public var nextReminder: Date?
    /// Whether remindd can wake the computer for a reminder: "available", "denied" or
    /// "unsupported"; nil when it did not say.
    public var wakeAlarm: String?

    /// Creates a state.
    public init(
        daemon: Daemon, serverRunning: Bool? = nil, server: Server? = nil, capabilities: [String] = [],
        queued: Int = 0, pausedUntil: Date? = nil, pending: Int? = nil, nextReminder: Date? = nil,
        wakeAlarm: String? = nil
    ) {
        self.daemon = daemon
        self.serverRunning = serverRunning
        self.server = server
        self.capabilities = capabilities
        self.queued = queued
        self.pausedUntil = pausedUntil
        self.pending = pending
        self.nextReminder = nextReminder
        self.wakeAlarm = wakeAlarm
    }
}
