import Foundation
import GLibSupport
import LocalNotifications
import RemindersAPI

/// The running daemon: ties the scheduler to the wall-clock timer, the popup queue and the
/// API's signals, and hears when the time changes. Everything runs on the GLib main loop's
/// thread.
///
/// Its effects come in through `DaemonEffects`, so its rules run in unit tests too.
public final class Daemon {
    /// The core's bookkeeping over the store.
    let scheduler: NotificationScheduler
    /// The wall clock and the local zone.
    let clock: any DaemonClock
    /// One line per event.
    let log: DaemonLog
    private let signals: any SignalEmitter
    private let server: any NotificationServerPresence
    /// The popups waiting for the notification server.
    let queue: PopupQueue
    private let categories = CategoryBook()
    /// "Pause Reminders" and the popups it holds (see Daemon+Pause).
    var pause = PauseState()
    /// The requests whose sound loops now, like an alarm (see Daemon+Ringing).
    let ringer: Ringer
    /// The wake-up timer.
    let timer: any WakeUpTimer
    /// Wakes the computer from suspend a minute before the soonest `wake-system` request.
    let wakeAlarm: any SystemWakeAlarm
    /// The device's location, asked for while a location request is pending.
    let location: any LocationSource
    /// Runs long work in short steps.
    let chunks: any ChunkRunner
    /// Gives memory back after listings.
    let heapTrim = HeapTrim()
    /// Ends the hold while the machine goes to sleep, should it not (see Daemon+Sleep).
    let sleepTimer: any RetryTimer
    private let hooks: FaultHooks
    /// What remindd takes from one app (see `DaemonLimits`).
    let limits: DaemonLimits
    /// The requests each app added in the last minute.
    let addRate = AddRate()
    /// Where the fault suite makes remindd die (nowhere for users).
    let failPoints: FailPoints
    private var heartbeat: MainLoopHeartbeat?
    /// How many unsaved claims and marks the log last told about (see Daemon+Unsaved).
    var reportedUnsaved = 0

    /// Creates the daemon over an open store (whose scheduler reads `effects.clock`) with
    /// its effects and what it takes from one app; `hooks` are the fault suite's (none for users).
    public init(
        scheduler: NotificationScheduler, effects: DaemonEffects, log: DaemonLog, hooks: FaultHooks = FaultHooks(),
        limits: DaemonLimits = DaemonLimits()
    ) {
        self.scheduler = scheduler
        self.hooks = hooks
        self.limits = limits
        failPoints = FailPoints(hooks.failPoint)
        let clock = effects.clock
        self.clock = clock
        self.log = log
        signals = effects.signals
        let server = effects.server
        self.server = server
        timer = effects.timer
        wakeAlarm = effects.wakeAlarm
        location = effects.location
        chunks = effects.chunks
        sleepTimer = effects.sleepTimer
        ringer = Ringer(player: effects.sound, log: log, makeTimer: effects.ringTimer)
        heapTrim.beforeTrim = { [weak scheduler] in scheduler?.repository.listingsEnded() }
        let categories = categories
        queue = PopupQueue(
            server: server, poster: effects.poster, retryTimer: effects.retryTimer, bannerTimer: effects.bannerTimer,
            log: log
        ) {
            PopupComposer(capabilities: server.capabilities, timeZone: clock.timeZone, categories: categories.byApp)
        }
    }

    /// Starts watching time and the notification server, delivers what was missed while
    /// remindd was not running, re-queues popups a crash left unposted (or holds them, when
    /// a pause saved before lasts), moves floating reminders to the local time of a zone
    /// that changed meanwhile (only then: see `NotificationScheduler.recomputeIfTimeMoved`),
    /// and arms the timer. Then, in short steps on the idle loop, it reads every stored
    /// request once, so that those it cannot use are set aside and named.
    public func start() throws {
        categories.byApp = try scheduler.repository.allCategories()
        pause = PauseState(until: try scheduler.repository.pausedUntil())
        if let end = pause.pausedUntil(at: clock.now) {
            log.log(.paused, "until \(DaemonLog.format(end)) (from before); only critical popups are posted until then")
        }
        server.onChange = { [weak self] in self?.queue.serverChanged() }
        server.onGone = { [weak self] in
            self?.queue.serverGone()
            self?.ringer.stop(where: { _ in true }, reason: "the notification server left, and its popups with it")
        }
        queue.onPosted = { [weak self] popups in self?.posted(popups) }
        queue.onResponse = { [weak self] popup, response in self?.responded(popup, response) }
        queue.beforeSending = { [weak self] in self?.failPoints.reach(.sending) }
        location.onFix = { [weak self] fix in self?.locationChanged(to: fix) }
        if hooks.heartbeat { heartbeat = MainLoopHeartbeat(log: log) }
        timer.onWake = { [weak self] wake in
            switch wake {
            case .expired: self?.rescan(reason: "timer")
            case .clockChanged: self?.timeChanged(.clockSet)
            }
        }
        let unposted = try scheduler.unposted()
        if !unposted.isEmpty {
            log.log(.status, "\(unposted.count) popup(s) from before were not posted yet; queued again")
            queue.enqueue(pause.admit(unposted.map(Popup.single), at: clock.now))
        }
        // The zone may have changed while remindd was not running, unheard, and the clock
        // may have been set (or the machine rebooted): interval triggers count elapsed time.
        do {
            let moved = try scheduler.recomputeIfTimeMoved()
            if moved > 0 {
                log.log(
                    .status,
                    "\(moved) reminder(s) moved to the local time of \(clock.timeZone.identifier) "
                        + "or to the elapsed time of their interval")
            }
        } catch {
            log.log(.failed, "recompute: \(error)")
        }
        rescan(reason: "start")
        watchLocation()
        checkStoredRequests()
    }

    /// Reads every stored request, a page per idle step, so that the store sets aside
    /// those it cannot use (and the log names them) without holding the loop; in the
    /// background, so that a listing or an AddMany just after start does not share the loop
    /// with it.
    private func checkStoredRequests() {
        var key: PendingKey?
        chunks.runInBackground { [weak self] in
            guard let self else { return false }
            do {
                key = try scheduler.checkStored(after: key, limit: Self.checkPage)
            } catch {
                log.log(.failed, "checking the stored requests: \(error)")
                return false
            }
            return key != nil
        }
    }

    /// How many stored requests one idle step reads: a few milliseconds of work.
    private static let checkPage = 200

    /// Called after the main loop ended: writes what it can of the claims held in memory,
    /// and reports what the fault suite's heartbeat measured.
    public func stop() {
        scheduler.saveUnsaved()
        reportUnsaved()
        heartbeat?.report()
    }

    /// Fires what is due and arms the timer at the next due time; while the machine goes
    /// to sleep, it fires nothing and leaves the timer disarmed (see Daemon+Sleep).
    func rescan(reason: String) {
        log.debug("rescan: \(reason)")
        guard !sleepTimer.isPending else {
            holdTimerForSleep()
            return
        }
        do {
            try endPauseIfOver()
            deliver(try scheduler.fireDue())
            try armTimer()
        } catch {
            log.log(.failed, "rescan: \(error)")
        }
        reportUnsaved()
    }

    /// The clock, the time zone or the machine's sleep state changed: moves interval
    /// requests to where elapsed time puts them and calendar requests to the (new) local
    /// time, fires what became due, and re-arms.
    public func timeChanged(_ change: TimeChange) {
        let reason = change.reason
        log.log(.status, "\(reason); rescanning")
        clock.refreshTimeZone()
        if change == .resumed { sleepTimer.cancel() }
        do {
            // First: interval triggers count elapsed time, so a clock set forward must not
            // fire them; calendar requests already due stay due. A new zone moves floating
            // ones; a clock set or a resume moves nothing unless the wall clock really moved
            // against the elapsed one (a time service's tiny steps do not).
            if change == .timeZone {
                try scheduler.recomputeFireDates()
            } else {
                try scheduler.recomputeIfTimeMoved()
            }
            if !sleepTimer.isPending { deliver(try scheduler.fireDue()) }
        } catch {
            log.log(.failed, "recompute: \(error)")
        }
        rescan(reason: reason)
    }

    /// What `GetStatus` answers: whether a server is ready, its capabilities, the queue
    /// length, the end of the pause (0 when not paused), the API's version, whether the
    /// location service can serve location requests, remindd's release, and the server's
    /// name, vendor and version once it said them.
    var statusDictionary: WireDictionary {
        var status: WireDictionary = [
            StatusKey.notificationServer: .bool(server.isReady),
            StatusKey.capabilities: .strings(server.capabilities.sorted()),
            StatusKey.queued: .uint32(UInt32(clamping: queue.count)),
            StatusKey.pausedUntil: .double(pause.pausedUntil(at: clock.now)?.timeIntervalSince1970 ?? 0),
            StatusKey.apiVersion: .uint32(RemindersBus.apiVersion),
            StatusKey.location: .string(location.availability.rawValue),
            StatusKey.wakeAlarm: .string(wakeAlarm.availability.rawValue),
            StatusKey.version: .string(DaemonVersion.current),
        ]
        if let identity = server.identity {
            status[StatusKey.serverName] = .string(identity.name)
            status[StatusKey.serverVendor] = .string(identity.vendor)
            status[StatusKey.serverVersion] = .string(identity.version)
        }
        return status
    }

    /// Uses an app's categories, just saved, for the popups posted from now on.
    func categoriesChanged(_ list: [NotificationCategory], appIdentifier: String) {
        categories.byApp[appIdentifier] = list.isEmpty ? nil : list
    }

    private func armTimer() throws {
        let next = pause.wakeUp(nextFire: try scheduler.nextWakeUp(), at: clock.now)
        // The timer counts on the system clock; the fault suite's clock may be ahead of it.
        try timer.arm(at: next?.addingTimeInterval(-clock.offsetFromSystem))
        log.debug(next.map { "timer armed for \(DaemonLog.format($0))" } ?? "nothing pending; timer disarmed")
        try armWakeAlarm()
    }

    /// Arms the wake alarm `wakeAlarmLead` before the soonest `wake-system` request, or
    /// disarms it when there is none, or when that moment has passed (the computer is awake
    /// now, and the timer fires the request).
    private func armWakeAlarm() throws {
        guard wakeAlarm.availability == .available else { return }
        let now = clock.now
        let wake = try scheduler.nextSystemWake().map { $0.addingTimeInterval(-Self.wakeAlarmLead) }.flatMap {
            $0 > now ? $0 : nil
        }
        try wakeAlarm.arm(at: wake?.addingTimeInterval(-clock.offsetFromSystem))
        if let wake { log.debug("wake alarm armed for \(DaemonLog.format(wake))") }
    }

    /// How long before a `wake-system` request the computer wakes: time to resume, for the
    /// network and the notification server to come back, so that the popup is on time.
    static let wakeAlarmLead: TimeInterval = 60

    /// The user acted on these deliveries' popups: the popups of those that nag are not
    /// posted again.
    private func acknowledged(_ deliveries: [DeliveredNotification]) {
        do {
            guard try scheduler.stopNagging(deliveries) > 0 else { return }
            try armTimer()
        } catch {
            log.log(.failed, "ending the repeats of \(deliveries.count) popup(s): \(error)")
        }
    }

    /// Logs and signals each claimed occurrence, and queues the batch's popups.
    func deliver(_ batch: FireBatch) {
        if !batch.isEmpty { failPoints.reach(.claimed) }
        for delivery in batch.delivered {
            let name = "\(delivery.appIdentifier)/\(delivery.identifier)"
            let due = DaemonLog.format(delivery.occurrenceDate)
            if delivery.missed {
                log.log(.missed, "\(name) due \(due): later than its lateness limit; recorded without a popup")
            } else {
                log.log(.fired, "\(name) due \(due)\(delivery.late ? " (late)" : "")")
            }
            signals.emitDelivered(
                appIdentifier: delivery.appIdentifier, identifier: delivery.identifier,
                notification: ListingCodec.encode(delivery))
            if let badge = delivery.request.content.badge {
                signals.emitBadge(appIdentifier: delivery.appIdentifier, count: badge)
            }
        }
        for delivery in batch.repeated {
            log.log(.fired, "\(delivery.appIdentifier)/\(delivery.identifier) again: not acknowledged yet")
        }
        queue.enqueue(pause.admit(batch.popups, at: clock.now))
    }

    private func posted(_ popups: [Popup]) {
        for popup in popups {
            log.log(.posted, PopupQueue.describe(popup))
            failPoints.reach(.posted)
        }
        ring(popups)
        let deliveries = popups.flatMap(\.deliveries)
        do {
            try scheduler.markPosted(deliveries)
            for _ in popups { failPoints.reach(.marked) }
        } catch {
            log.log(
                .failed,
                "recording \(popups.map(PopupQueue.describe).joined(separator: " ")) as posted: \(error); "
                    + "kept in memory and retried")
            // The held marks are written at the next scan; the timer brings one within the
            // retry interval, so a crash meanwhile does not show the popups again later.
            do {
                try armTimer()
            } catch {
                log.log(.failed, "rescan: \(error)")
            }
        }
        reportUnsaved()
    }

    private func responded(_ popup: Popup, _ response: PopupResponse) {
        ringer.stop(popup.deliveries, reason: Self.describe(response))
        let action: String
        var data: WireDictionary = [:]
        var activationToken: String?
        switch response {
        case .action(let key, let token):
            action = key
            activationToken = token
        case .reply(let key, let text):
            action = key
            data = ResponseCodec.encode(userText: text)
        case .closed(let reason) where reason == RemindersBus.dismissedCloseReason:
            action = NotificationAction.dismissIdentifier
        case .closed: return
        }
        acknowledged(popup.deliveries)
        for delivery in popup.deliveries {
            log.debug("response \(action) to \(delivery.appIdentifier)/\(delivery.identifier)")
            signals.emitResponse(
                appIdentifier: delivery.appIdentifier, identifier: delivery.identifier, action: action, data: data)
            signals.relay(
                appIdentifier: delivery.appIdentifier, identifier: delivery.identifier, action: action, data: data,
                activationToken: activationToken)
        }
    }
}
