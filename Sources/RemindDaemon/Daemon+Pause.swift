import Foundation
import LocalNotifications

/// "Pause Reminders": the daemon's side of `Pause`, and the end of a pause when its
/// wall-clock time comes (the timer is armed for it, see `armTimer`).
extension Daemon {
    /// Starts, moves or (with nil) ends the pause, already saved: popups waiting to be
    /// posted that it holds are taken back; when it ends, the held ones are posted.
    func pauseChanged(until end: Date?) {
        let now = clock.now
        let wasPaused = pause.isPaused(at: now)
        let released = pause.pause(until: end, at: now)
        if let end, pause.isPaused(at: now) {
            let withdrawn = queue.withdraw { popup in popup.deliveries.contains { !PauseState.passesPause($0) } }
            queue.enqueue(pause.admit(withdrawn, at: now))
            silenceForPause()
            log.log(.paused, "until \(DaemonLog.format(end)); only critical popups are posted until then")
        } else if wasPaused {
            log.log(.paused, "ended; \(released.count) held popup(s) posted")
            queue.enqueue(stillUnposted(released))
        } else {
            log.log(.paused, "off (it was not on)")
        }
        rescan(reason: "pause")
    }

    /// When the pause is over (its time came, or the clock was set past it): forgets it in
    /// the store and posts the held popups.
    func endPauseIfOver() throws {
        guard pause.until != nil, !pause.isPaused(at: clock.now) else { return }
        try scheduler.repository.setPausedUntil(nil)
        let released = pause.releaseIfEnded(at: clock.now)
        log.log(.paused, "ended; \(released.count) held popup(s) posted")
        queue.enqueue(stillUnposted(released))
    }

    /// The popups without the deliveries that are gone from the store or were posted
    /// meanwhile (the app removed them while they were held).
    private func stillUnposted(_ popups: [Popup]) -> [Popup] {
        guard !popups.isEmpty else { return [] }
        let unposted: [DeliveredNotification]
        do {
            unposted = try scheduler.unposted()
        } catch {
            log.log(.failed, "reading unposted popups: \(error)")
            return popups
        }
        let keys = Set(unposted.map(Self.occurrenceKey))
        return popups.compactMap { $0.keeping { keys.contains(Self.occurrenceKey($0)) } }
    }

    private static func occurrenceKey(_ delivery: DeliveredNotification) -> String {
        "\(delivery.appIdentifier)\u{0}\(delivery.identifier)\u{0}\(delivery.occurrenceDate.timeIntervalSinceReferenceDate)"
    }
}
