import Foundation

/// The bookkeeping of every app's notifications: what is pending, what is due, what was
/// delivered. The daemon asks it when to wake up, and at each wake-up what to post.
///
/// It reads time only from its `WallClock` and keeps state only in its repository.
public final class NotificationScheduler {
    /// Where requests and deliveries are kept.
    public let repository: NotificationRepository
    /// The time source.
    public let clock: WallClock
    /// Claims and "posted" marks the repository refused (a full disk, a read-only file),
    /// written at each scan once it accepts them.
    public internal(set) var unsaved = UnsavedClaims()
    /// While claims are held, how long after a scan the next one comes at the latest, to
    /// write them once the repository accepts them.
    public static let retryInterval: TimeInterval = 30

    /// The shortest `NotificationRequest.repeatInterval` accepted, in seconds; remindd's
    /// end-to-end tests make it shorter (see `REMINDD_TEST_MIN_REPEAT_INTERVAL`).
    public let minimumRepeatInterval: TimeInterval

    /// Creates a scheduler over a repository and a clock.
    public init(
        repository: NotificationRepository, clock: WallClock,
        minimumRepeatInterval: TimeInterval = NotificationRequest.minimumRepeatInterval
    ) {
        self.repository = repository
        self.clock = clock
        self.minimumRepeatInterval = minimumRepeatInterval
    }

    /// The center that one app sees.
    public func center(for appIdentifier: String) -> AppNotificationCenter {
        AppNotificationCenter(appIdentifier: appIdentifier, scheduler: self)
    }

    /// Validates and schedules requests for an app, each replacing a pending one with the
    /// same identifier. Either all are saved or, when one is invalid, none.
    ///
    /// - Returns: the scheduled requests with their first fire dates.
    @discardableResult
    public func add(_ requests: [NotificationRequest], appIdentifier: String) throws -> [ScheduledRequest] {
        try NotificationRequest.validate(appIdentifier: appIdentifier)
        let scheduled = try requests.map { request throws(NotificationError) in
            try schedule(request, appIdentifier: appIdentifier)
        }
        try save(scheduled)
        return scheduled
    }

    /// Validates one request of an app and gives its first fire date, without saving it:
    /// the first half of `add`, for a caller that validates many in steps and then saves
    /// them together with `save`.
    public func schedule(
        _ request: NotificationRequest, appIdentifier: String
    ) throws(NotificationError)
        -> ScheduledRequest
    {
        try request.validate(minimumRepeatInterval: minimumRepeatInterval)
        let now = clock.now
        let first = try FireRules.firstFireDate(for: request, addedAt: now, localTimeZone: clock.timeZone)
        let isInterval = if case .timeInterval = request.trigger { true } else { false }
        return ScheduledRequest(
            appIdentifier: appIdentifier, request: request, anchorDate: now, nextFireDate: first,
            elapsedAnchor: isInterval ? IntervalRebase.anchor(on: clock) : nil,
            regionState: request.trigger.isTimed ? nil : .unknown)
    }

    /// Saves requests `schedule` gave, in one transaction: all or none.
    public func save(_ scheduled: [ScheduledRequest]) throws {
        try repository.save(scheduled)
    }

    /// When the daemon must wake up next, or nil when nothing is pending: the earliest next
    /// fire date as the held claims leave it, and while claims are held at the latest
    /// `retryInterval` from now; a nagging popup's next repeat when that comes first.
    public func nextWakeUp() throws -> Date? {
        let nag = try repository.earliestNag()
        guard !unsaved.isEmpty else {
            let next = try repository.earliestFireDate()
            return [next, nag].compactMap(\.self).min()
        }
        let next = try repository.allPending().filter(\.request.trigger.isTimed)
            .compactMap { unsaved.apply(to: $0)?.nextFireDate }.min()
        return min(next ?? .distantFuture, nag ?? .distantFuture, clock.now.addingTimeInterval(Self.retryInterval))
    }

    /// The user acted on the popups of these deliveries (an action, a reply, a dismissal),
    /// or the app cancelled them: their popups are not posted again. Returns how many nagged.
    @discardableResult
    public func stopNagging(_ deliveries: [DeliveredNotification]) throws -> Int {
        try Dictionary(grouping: deliveries.filter(\.request.nags), by: \.appIdentifier).reduce(0) {
            count, app in
            count + (try repository.stopNagging(appIdentifier: app.key, identifiers: app.value.map(\.identifier)))
        }
    }

    /// When the computer must be awake for the soonest request that wakes it, as stored
    /// (held claims only ever move a request later, and the alarm's lead covers the rest).
    public func nextSystemWake() throws -> Date? {
        try repository.earliestSystemWake()
    }

    /// Writes the held claims and marks the repository accepts now; returns how many.
    @discardableResult
    public func saveUnsaved() -> Int {
        unsaved.save(to: repository)
    }

    /// The app's pending requests as the held claims left them, soonest first.
    public func pending(appIdentifier: String) throws -> [ScheduledRequest] {
        let stored = try repository.pending(appIdentifier: appIdentifier)
        guard !unsaved.isEmpty else { return stored }
        return stored.compactMap { unsaved.apply(to: $0) }.sorted { $0.nextFireDate < $1.nextFireDate }
    }

    /// A page of the app's pending requests as the held claims left them, soonest first:
    /// at most `limit`, after skipping `offset`.
    public func pending(appIdentifier: String, offset: Int, limit: Int) throws -> [ScheduledRequest] {
        guard !unsaved.isEmpty else {
            return try repository.pending(appIdentifier: appIdentifier, offset: offset, limit: limit)
        }
        return Array(try pending(appIdentifier: appIdentifier).dropFirst(offset).prefix(limit))
    }

    /// A page of the app's delivered notifications as `delivered(appIdentifier:)` lists them:
    /// at most `limit`, after skipping `offset`.
    public func delivered(appIdentifier: String, offset: Int, limit: Int) throws -> [DeliveredNotification] {
        guard unsaved.latestDeliveries(appIdentifier: appIdentifier).isEmpty else {
            return Array(try delivered(appIdentifier: appIdentifier).dropFirst(offset).prefix(limit))
        }
        return try repository.delivered(appIdentifier: appIdentifier, offset: offset, limit: limit)
    }

    /// The app's delivered notifications, newest first, the held claims' included (each
    /// replacing a stored delivery of the same request, as a saved claim does).
    public func delivered(appIdentifier: String) throws -> [DeliveredNotification] {
        let stored = try repository.delivered(appIdentifier: appIdentifier)
        let held = unsaved.latestDeliveries(appIdentifier: appIdentifier)
        guard !held.isEmpty else { return stored }
        let heldIdentifiers = Set(held.map(\.identifier))
        return (stored.filter { !heldIdentifiers.contains($0.identifier) } + held).sorted {
            ($0.deliveredAt, $0.identifier) > ($1.deliveredAt, $1.identifier)
        }
    }

    /// What is due at the clock's current time, without claiming it.
    public func due() throws -> [ScheduledRequest] {
        try repository.pending(dueAt: clock.now)
    }

    /// Claims every occurrence due now and moves each request on; the batch is in due order,
    /// with the nagging popups due now to post again.
    ///
    /// One-shots fire once (late when missed while off); a repeating request that missed
    /// several slots fires once, for the latest of them, and continues with the next future
    /// one; an occurrence later than its request's lateness limit is recorded as missed,
    /// without a popup. An occurrence claimed already (by another process) is left out.
    ///
    /// Held claims are written first. A claim the repository refuses is held (see
    /// `unsaved`) and its occurrence delivered all the same, once.
    public func fireDue() throws -> FireBatch {
        saveUnsaved()
        let now = clock.now
        let zone = clock.timeZone
        var delivered: [DeliveredNotification] = []
        let due = try repository.pending(dueAt: now).compactMap { unsaved.apply(to: $0) }
            .filter { $0.nextFireDate <= now }
        for scheduled in due {
            let occurrence = scheduled.request.trigger.latestFireDate(
                anchor: scheduled.anchorDate, atOrBefore: now, notBefore: scheduled.nextFireDate, localTimeZone: zone)
            let lateness = now.timeIntervalSince(occurrence)
            let missed = scheduled.request.latenessLimit.map { lateness > $0 } ?? false
            let delivery = DeliveredNotification(
                appIdentifier: scheduled.appIdentifier, request: scheduled.request, occurrenceDate: occurrence,
                deliveredAt: now, late: lateness > FireRules.lateAfter, missed: missed, posted: missed)
            let advanced = FireRules.followingFireDate(after: scheduled, claimedAt: now, localTimeZone: zone).map {
                var next = scheduled
                next.lastFireDate = occurrence
                next.nextFireDate = $0
                return next
            }
            do {
                if try repository.claim(delivery, expectedNextFireDate: scheduled.nextFireDate, advancing: advanced) {
                    delivered.append(delivery)
                }
            } catch {
                unsaved.hold(delivery, expectedNextFireDate: scheduled.nextFireDate, advancing: advanced, error: error)
                delivered.append(delivery)
            }
        }
        // The store lists them by their stored next fire date; a repeating request that
        // missed slots fired for its latest, so it goes by that.
        delivered.sort {
            ($0.occurrenceDate, $0.appIdentifier, $0.identifier) < ($1.occurrenceDate, $1.appIdentifier, $1.identifier)
        }
        return FireBatch(delivered: delivered, repeated: try repeatNagging(at: now))
    }

    /// Moves on every nagging popup due at `now` (see `NaggingPopup`) and gives the
    /// deliveries whose popup is posted again, soonest first: a repeat missed while the
    /// machine was off or asleep comes once, and the next an interval after it.
    private func repeatNagging(at now: Date) throws -> [DeliveredNotification] {
        try repository.nagging(dueAt: now).map { nag in
            try repository.renag(nag.delivery, to: nag.afterRepeat(at: now), reposting: true)
            var again = nag.delivery
            again.late = false
            return again
        }
    }

    /// Recomputes the next fire date of every request from its intent, after the time zone
    /// changed, the clock was set or at start, in pages of `pageSize` requests: interval
    /// requests move to where elapsed time puts them (see `IntervalRebase`), so a clock set
    /// forward does not fire them early; calendar requests are computed again in the local
    /// time; a nagging popup's next repeat comes at most an interval from now. Saves the
    /// time base they were computed in. Call it before `fireDue()`. Returns
    /// how many moved.
    @discardableResult
    public func recomputeFireDates() throws -> Int {
        let base = TimeBase(clock: clock)
        let now = clock.now
        let zone = clock.timeZone
        var count = 0
        var key: PendingKey?
        repeat {
            let page = try repository.pendingPage(after: key, limit: Self.pageSize)
            key = page.next
            var moved: [ScheduledRequest] = []
            var ended: [ScheduledRequest] = []
            for scheduled in page.requests {
                if let rebased = IntervalRebase.rebased(scheduled, on: clock) {
                    moved.append(rebased)
                    continue
                }
                guard let date = FireRules.recomputedFireDate(for: scheduled, now: now, localTimeZone: zone) else {
                    ended.append(scheduled)
                    continue
                }
                if date != scheduled.nextFireDate {
                    var updated = scheduled
                    updated.nextFireDate = date
                    moved.append(updated)
                }
            }
            try repository.save(moved)
            for scheduled in ended {
                try repository.removePending(
                    appIdentifier: scheduled.appIdentifier, identifiers: [scheduled.identifier])
            }
            count += moved.count
        } while key != nil
        try bringNaggingNear(now)
        try repository.setTimeBase(base)
        return count
    }

    /// Brings every nagging popup's next repeat to at most one interval after `now`: a
    /// repeat is a wall-clock time, which a clock set back would otherwise put off by as much.
    private func bringNaggingNear(_ now: Date) throws {
        for nag in try repository.nagging(dueAt: TimeBounds.latest) {
            guard let interval = nag.delivery.request.repeatInterval else { continue }
            let latest = now.addingTimeInterval(interval)
            guard nag.nextDate > latest else { continue }
            var near = nag
            near.nextDate = latest
            try repository.renag(nag.delivery, to: near, reposting: false)
        }
    }

    /// At start, and when the clock was set or the machine resumed: brings the stored fire
    /// dates to the time now, doing only what changed since they were last computed (see
    /// `TimeBase`): nothing in the same boot, zone and clock (a resume, or a clock stepped by
    /// less than `IntervalRebase.tolerance`, as time services do often); new elapsed anchors
    /// for the interval requests after a reboot; `recomputeFireDates()` after the zone
    /// changed or the clock was set. Returns how many moved.
    @discardableResult
    public func recomputeIfTimeMoved() throws -> Int {
        let base = TimeBase(clock: clock)
        switch base.change(since: try repository.timeBase()) {
        case .none:
            return 0
        case .newBoot:
            try repository.reanchorIntervals(in: base)
            try repository.setTimeBase(base)
            return 0
        case .recompute:
            return try recomputeFireDates()
        }
    }

    /// Reads one page of the pending requests (see `pendingPage`), so that the store sets
    /// aside each it cannot use; returns where the next page starts, nil after the last.
    public func checkStored(after key: PendingKey?, limit: Int) throws -> PendingKey? {
        try repository.pendingPage(after: key, limit: limit).next
    }

    /// How many requests a pass over all of them reads at once.
    public static let pageSize = 1000

    /// Records, in one transaction, that popups reached the notification server. Marks the
    /// repository refuses are held (see `unsaved`) and the error rethrown.
    public func markPosted(_ deliveries: [DeliveredNotification]) throws {
        let marks = deliveries.filter { !unsaved.markPostedIfHeld($0) }
        guard !marks.isEmpty else { return }
        do {
            try repository.markPosted(marks)
        } catch {
            for delivery in marks { unsaved.holdPosted(delivery, error: error) }
            throw error
        }
    }

    /// Claimed occurrences whose popup has not reached a notification server yet.
    public func unposted() throws -> [DeliveredNotification] {
        try repository.unposted()
    }
}

extension NotificationRequest {
    /// Checks an app identifier with the same rules as a request identifier.
    public static func validate(appIdentifier: String) throws(NotificationError) {
        do {
            try validate(identifier: appIdentifier)
        } catch {
            throw .invalidIdentifier(
                error.description.replacingOccurrences(of: "the identifier", with: "the app identifier"))
        }
    }
}
