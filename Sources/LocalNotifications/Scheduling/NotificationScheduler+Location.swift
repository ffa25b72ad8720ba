import Foundation

extension NotificationScheduler {
    /// The triggers of every pending location request; empty when the location is not needed.
    public func pendingLocationTriggers() throws -> [LocationTrigger] {
        try repository.pendingLocationRequests().compactMap { scheduled in
            if case .location(let trigger) = scheduled.request.trigger { trigger } else { nil }
        }
    }

    /// Applies a new location of the device to every pending location request.
    ///
    /// A request whose region's edge the fix crossed in a direction it notifies on is
    /// claimed like a timed occurrence, at the clock's current time: a one-shot is then
    /// removed, a repeating one goes on with its new state. A request whose state changed
    /// without firing (the first fix, or a crossing in the other direction) keeps the new
    /// state, so a restart does not fire the same crossing again. A claim the repository
    /// refuses is held, as `fireDue()` holds it.
    ///
    /// - Returns: the occurrences claimed, in the order of their requests.
    public func locationChanged(to fix: LocationFix) throws -> FireBatch {
        saveUnsaved()
        let now = clock.now
        var delivered: [DeliveredNotification] = []
        var changed: [ScheduledRequest] = []
        for scheduled in try repository.pendingLocationRequests().compactMap({ unsaved.apply(to: $0) }) {
            guard case .location(let trigger) = scheduled.request.trigger else { continue }
            let crossing = RegionCrossing.evaluate(trigger, previous: scheduled.regionState ?? .unknown, fix: fix)
            var updated = scheduled
            updated.regionState = crossing.state
            guard crossing.fires else {
                if updated != scheduled { changed.append(updated) }
                continue
            }
            updated.lastFireDate = now
            let delivery = DeliveredNotification(
                appIdentifier: scheduled.appIdentifier, request: scheduled.request, occurrenceDate: now,
                deliveredAt: now, late: false, missed: false, posted: false)
            let advanced = trigger.repeats ? updated : nil
            do {
                if try repository.claim(delivery, expectedNextFireDate: scheduled.nextFireDate, advancing: advanced) {
                    delivered.append(delivery)
                }
            } catch {
                unsaved.hold(delivery, expectedNextFireDate: scheduled.nextFireDate, advancing: advanced, error: error)
                delivered.append(delivery)
            }
        }
        try repository.save(changed)
        return FireBatch(delivered: delivered)
    }
}
