import ChecklistsModel
import Foundation
import GLibSupport
import RemindersClient

/// Finds out how remindd and the notification server are doing, for Settings' Status
/// section: on a thread of its own with its own client, so the window never waits, and
/// without starting remindd when it does not run.
public enum ReminderServiceProbe {
    /// Asks the bus and remindd on a worker thread, then hands the state to `answer` on the
    /// main loop (through `deliver`).
    ///
    /// - Parameters:
    ///   - app: the app whose pending reminders are counted.
    ///   - deliver: carries the answer to the main loop.
    public static func probe(
        app: String = ChecklistsApp.identifier,
        deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { MainContext.main.invoke($0) },
        answer: @escaping (ReminderServiceState) -> Void
    ) {
        let answer = MainLoopHandler(answer)
        DispatchQueue.global(qos: .userInitiated).async {
            let state = Self.state(client: RemindersClient(), app: app)
            deliver { answer.handler(state) }
        }
    }

    /// What `client` finds out now, waiting for each answer.
    public static func state(client: RemindersClient, app: String) -> ReminderServiceState {
        do {
            switch try client.presence() {
            case .missing: return ReminderServiceState(daemon: .missing)
            case .startable: return ReminderServiceState(daemon: .startable)
            case .running: break
            }
            let status = try client.status()
            let pending = try client.pending(app: app)
            let server = status.serverName.map { name in
                ReminderServiceState.Server(
                    name: name, vendor: status.serverVendor ?? "", version: status.serverVersion ?? "")
            }
            return ReminderServiceState(
                daemon: .running(version: status.daemonVersion), serverRunning: status.notificationServer,
                server: server, capabilities: status.capabilities.sorted(), queued: status.queued,
                pausedUntil: status.pausedUntil, pending: pending.count,
                nextReminder: pending.compactMap(\.nextTriggerDate).min())
        } catch {
            return ReminderServiceState(daemon: .unreachable(error.description))
        }
    }
}
