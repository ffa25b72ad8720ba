import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import TestSupport
import Testing

/// A daemon over an in-memory store whose effects are all test doubles: the test moves the
/// clock, fires the timers by hand and reads what was posted, signalled and logged.
final class DaemonHarness {
    /// The app the requests belong to.
    static let app = "org.example.Checklists"
    /// Where the clock starts: 2026-06-15 12:00:00 UTC, a Monday.
    static let start = Date(timeIntervalSince1970: 1_781_524_800)
    /// The zone the clock starts in.
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// The store.
    let repository: FaultyRepository
    /// The clock the scheduler and the daemon read.
    let clock: ManualDaemonClock
    /// The wake-up timer.
    let timer = ManualTimer()
    /// The notification server.
    let server: FakeNotificationServer
    /// The popups' way to the server.
    let poster = RecordingPoster()
    /// The pause after a refused post.
    let retryTimer = ManualRetryTimer()
    /// The end of the hold while the machine goes to sleep.
    let sleepTimer = ManualRetryTimer()
    /// The pause between the popups of a burst on GNOME Shell.
    let bannerTimer = ManualRetryTimer()
    /// The alarm that wakes the computer for `wake-system` requests.
    let wakeAlarm = ManualWakeAlarm()
    /// The signals.
    let signals = RecordingSignals()
    /// The log.
    let logLines = LogLines()
    /// The device's location.
    let location = FakeLocationSource()
    /// The idle loop's steps, run by hand.
    let chunks = ManualChunks()
    /// The sounds of ringing requests.
    let sound = RecordingSoundPlayer()
    /// The timers of the rings' limits, oldest first.
    let ringTimers = RingTimers()
    /// The core's bookkeeping.
    let scheduler: NotificationScheduler
    /// The daemon under test, not started yet.
    let daemon: Daemon

    /// A daemon at `now` in `timeZone` over `repository` (a new empty one, or the store of
    /// an earlier run), with a running notification server unless `serverReady` is false,
    /// taking from one app what `limits` allow.
    init(
        now: Date = start, timeZone: TimeZone = utc, serverReady: Bool = true,
        repository: FaultyRepository = FaultyRepository(), limits: DaemonLimits = DaemonLimits()
    ) {
        self.repository = repository
        clock = ManualDaemonClock(now: now, timeZone: timeZone)
        server = FakeNotificationServer(ready: serverReady)
        scheduler = NotificationScheduler(repository: repository, clock: clock)
        let effects = DaemonEffects(
            clock: clock, timer: timer, server: server, poster: poster, retryTimer: retryTimer, signals: signals,
            location: location, chunks: chunks, sleepTimer: sleepTimer, bannerTimer: bannerTimer, wakeAlarm: wakeAlarm,
            sound: sound, ringTimer: ringTimers.make)
        daemon = Daemon(scheduler: scheduler, effects: effects, log: logLines.makeLog(), limits: limits)
    }

    /// Stores requests as an earlier run of remindd did, added at `addedAt`.
    func store(_ requests: [NotificationRequest], addedAt: Date) throws {
        let now = clock.now
        clock.travel(to: addedAt)
        defer { clock.travel(to: now) }
        try scheduler.add(requests, appIdentifier: Self.app)
    }

    /// Adds requests through the API, as an app does.
    @discardableResult
    func add(_ requests: NotificationRequest...) throws -> [Date] {
        try daemon.add(requests.map(RequestCodec.encode), appIdentifier: Self.app)
    }

    /// Moves the clock to the time the timer is armed for and fires it, as the kernel does.
    func wakeAtArmedTime(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let armed = try #require(timer.armedAt, "the timer is not armed", sourceLocation: sourceLocation)
        clock.travel(to: armed.addingTimeInterval(clock.offsetFromSystem))
        timer.fire()
    }

    /// The app's pending requests as the API lists them: GetPending, or GetPendingPage with
    /// `page`, its steps run to the end.
    func pending(app: String = DaemonHarness.app, page: PageOptions? = nil) throws(ServiceError) -> [WireDictionary] {
        try list(.pending(page), app: app)
    }

    /// The app's delivered notifications as the API lists them: GetDelivered, or
    /// GetDeliveredPage with `page`, its steps run to the end.
    func delivered(app: String = DaemonHarness.app, page: PageOptions? = nil) throws(ServiceError) -> [WireDictionary] {
        try list(.delivered(page), app: app)
    }

    private func list(_ listing: Listing, app: String) throws(ServiceError) -> [WireDictionary] {
        let sink = CollectingSink()
        daemon.list(listing, appIdentifier: app, into: sink)
        chunks.runAll()
        if let error = sink.error { throw error }
        guard sink.finished else { throw .failed("the listing did not finish") }
        return sink.entries
    }

    /// The identifiers of the app's pending requests as the API lists them.
    func pendingIdentifiers() throws -> [String] {
        try pending().compactMap { entry in
            if case .string(let identifier) = entry["identifier"] { identifier } else { nil }
        }
    }

    /// What `GetStatus` says for `key`.
    func status(_ key: String) -> WireValue? {
        daemon.status()[key]
    }
}

/// The limit timers a daemon made for its rings, kept for the test to fire.
final class RingTimers {
    /// Every timer made, oldest first.
    private(set) var made: [ManualRetryTimer] = []

    /// Makes and keeps a timer.
    func make() -> any RetryTimer {
        let timer = ManualRetryTimer()
        made.append(timer)
        return timer
    }
}
