import Foundation
import LocalNotifications
import Testing

/// A scheduler over an in-memory repository and a manual clock, made fresh for one test.
///
/// Nothing sleeps and nothing reads the real clock: tests move `clock` by hand.
final class SchedulerHarness {
    /// The clock the scheduler reads; its zone is always set explicitly.
    let clock: ManualWallClock
    /// Where the scheduler keeps its state.
    let repository: InMemoryNotificationRepository
    /// The scheduler under test.
    let scheduler: NotificationScheduler

    /// Starts the clock at `now` (ISO 8601 with offset) in the zone named `zone`.
    init(now: String, zone: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        clock = ManualWallClock(
            now: try isoDate(now, sourceLocation: sourceLocation),
            timeZone: try timeZone(zone, sourceLocation: sourceLocation))
        repository = InMemoryNotificationRepository()
        scheduler = NotificationScheduler(repository: repository, clock: clock)
    }

    /// The center of `app`.
    func center(_ app: String = testApp) -> AppNotificationCenter {
        scheduler.center(for: app)
    }

    /// Sets the clock to `now` (ISO 8601 with offset).
    func set(_ now: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        clock.now = try isoDate(now, sourceLocation: sourceLocation)
    }

    /// The next fire date of the app's pending request `identifier` in the clock's zone,
    /// or nil when it is not pending.
    func nextFire(_ identifier: String, app: String = testApp) throws -> String? {
        let pending = try repository.pending(appIdentifier: app).first { $0.identifier == identifier }
        return isoString(pending?.nextFireDate, in: clock.timeZone)
    }

    /// The next fire date of the app's pending request `identifier` in `zone`.
    func nextFire(_ identifier: String, in zone: TimeZone, app: String = testApp) throws -> String? {
        let pending = try repository.pending(appIdentifier: app).first { $0.identifier == identifier }
        return isoString(pending?.nextFireDate, in: zone)
    }

    /// The clock's time as ISO 8601 in its zone.
    var nowString: String { isoString(clock.now, in: clock.timeZone) }
}
