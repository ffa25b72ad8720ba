import Foundation
import LocalNotifications

extension Daemon {
    /// Refuses an Add or AddMany of `count` requests past the app's rate (`adds-per-minute`),
    /// before anything is read of them.
    func checkAddRate(_ count: Int, appIdentifier: String) throws(ServiceError) {
        let limit = limits.addsPerMinute
        guard limit > 0 else { return }
        let recent = addRate.lastMinute(appIdentifier)
        guard recent + count > limit else { return }
        throw .limitExceeded(
            "the app added \(recent) requests in the last minute and asks for \(count) more; remindd takes at most "
                + "\(limit) a minute from one app (adds-per-minute in \(DaemonLimits.path))")
    }

    /// Refuses requests that would leave the app more than `pending-per-app` pending (those
    /// replacing a pending request of the same identifier add none), then counts them
    /// towards the app's rate.
    func admit(_ scheduled: [ScheduledRequest], appIdentifier: String) throws(ServiceError) {
        let limit = limits.pendingPerApp
        if limit > 0 {
            let identifiers = Array(Set(scheduled.map(\.identifier)))
            let (pending, replaced) = try edit {
                (
                    try self.scheduler.repository.pendingCount(appIdentifier: appIdentifier),
                    try self.scheduler.repository.pendingCount(appIdentifier: appIdentifier, among: identifiers)
                )
            }
            let after = pending + identifiers.count - replaced
            if after > limit {
                throw .limitExceeded(
                    "the app has \(pending) pending requests and these would make \(after); remindd keeps at most "
                        + "\(limit) for one app (pending-per-app in \(DaemonLimits.path))")
            }
        }
        addRate.add(scheduled.count, for: appIdentifier)
    }
}
