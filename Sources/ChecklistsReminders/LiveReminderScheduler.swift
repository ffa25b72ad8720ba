import ChecklistsModel
import Foundation
import LocalNotifications
import RemindersClient
import Translations

/// The live `ReminderScheduling` of Checklists: remindd over the session bus, for the app
/// identifier `ChecklistsApp.identifier`.
///
/// It lives in this small glue target between the model and the client: the composition
/// root hands it to the window and to the command line alike, the model depends on neither
/// GLib nor D-Bus, and the client knows nothing of Checklists.
public final class LiveReminderScheduler: ReminderScheduling {
    private let client: any RemindersClientProtocol
    private let app: String
    private let statusAttempts: Int
    private let retryDelay: TimeInterval

    /// Creates the scheduler over `client` (by default a new `RemindersClient`).
    ///
    /// - Parameters:
    ///   - statusAttempts: how often `availability()` asks remindd while it reports no
    ///     notification server: a remindd started by that very call needs a moment to find it.
    ///   - retryDelay: the pause between those attempts, in seconds.
    public init(
        client: any RemindersClientProtocol = RemindersClient(),
        app: String = ChecklistsApp.identifier, statusAttempts: Int = 4, retryDelay: TimeInterval = 0.25
    ) {
        self.client = client
        self.app = app
        self.statusAttempts = max(1, statusAttempts)
        self.retryDelay = retryDelay
    }

    /// Schedules `request` with remindd (Add), replacing a pending one with its identifier.
    public func schedule(_ request: NotificationRequest) throws {
        _ = try client.add(request, app: app)
    }

    /// Schedules many requests with remindd's AddMany, a thousand a call.
    public func scheduleAll(_ requests: [NotificationRequest]) throws {
        for start in stride(from: 0, to: requests.count, by: Self.batch) {
            _ = try client.addMany(Array(requests[start..<min(requests.count, start + Self.batch)]), app: app)
        }
    }

    /// The most requests one AddMany call carries.
    static let batch = 1_000

    /// Cancels pending requests (RemovePending).
    public func cancel(_ identifiers: [String]) throws {
        try client.removePending(identifiers, app: app)
    }

    /// Asks remindd's GetStatus whether reminders can pop up, and says what to do when not.
    ///
    /// Blocks while remindd is started by D-Bus activation, and up to about a second
    /// more while a just-started remindd looks for the notification server.
    public func availability() -> ReminderAvailability {
        for attempt in 1...statusAttempts {
            let status: ServiceStatus
            do {
                status = try client.status()
            } catch {
                return .unavailable(Self.unreachable(error.description))
            }
            if status.notificationServer { return .available }
            if attempt < statusAttempts { Thread.sleep(forTimeInterval: retryDelay) }
        }
        return .unavailable(Self.noServer)
    }

    /// The text when remindd cannot be reached, with the client's reason (without its
    /// "cannot reach remindd: " prefix, which the text says already) and what to do about it.
    static func unreachable(_ reason: String) -> String {
        let prefix = "cannot reach remindd: "
        let detail = reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason
        return tr(
            "remindd, the reminder service, cannot be reached (%s). Run \"make install\" or start remindd.", detail)
    }

    /// The text when no notification server runs.
    static let noServer = tr(
        """
        No notification server is running, so reminders cannot pop up yet. \
        They will appear once your desktop's notification service (or dunst) runs.
        """)
}
