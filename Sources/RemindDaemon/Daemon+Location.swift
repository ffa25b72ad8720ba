import LocalNotifications

extension Daemon {
    /// Fires the location requests whose region's edge `fix` crossed, then starts or stops
    /// watching the location for those left.
    func locationChanged(to fix: LocationFix) {
        log.debug("location \(fix.latitude),\(fix.longitude) ±\(fix.accuracy) m")
        do {
            deliver(try scheduler.locationChanged(to: fix))
        } catch {
            log.log(.failed, "location: \(error)")
        }
        reportUnsaved()
        watchLocation()
    }

    /// Asks for the location while a location request is pending, at the accuracy the
    /// smallest region needs, and stops asking when none is left.
    func watchLocation() {
        let smallest: Double?
        do {
            smallest = try scheduler.pendingLocationTriggers().map(\.radius).min()
        } catch {
            log.log(.failed, "location: \(error)")
            return
        }
        guard let smallest else {
            location.stop()
            return
        }
        location.start(accuracy: LocationAccuracy(radius: smallest))
    }
}
