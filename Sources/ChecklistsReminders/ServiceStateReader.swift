import ChecklistsModel
import Foundation
import RemindersClient

/// Reads how remindd and the notification server are doing, for Settings' Status section,
/// without starting remindd when it does not run.
enum ServiceStateReader {
    /// What `client` finds out now, waiting for each answer.
    static func state(client: any RemindersClientProtocol, app: String) -> ReminderServiceState {
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
                nextReminder: pending.compactMap(\.nextTriggerDate).min(), wakeAlarm: status.wakeAlarm)
        } catch {
            return ReminderServiceState(daemon: .unreachable(error.description))
        }
    }
}
