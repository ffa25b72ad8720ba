// remindd: the session daemon. Composition root only: reads the options, claims the bus
// name, opens the store, builds the daemon's live effects, and runs the daemon on the GLib
// main loop.
import CGLib
import Foundation
import GLibSupport
import LocalNotifications
import NotificationStore
import RemindDaemon
import RemindersAPI
import SQLiteSupport
import Translations

// GLib's slice allocator keeps every block it ever handed out for reuse: after one large
// reply remindd would stay as big as that reply. GLib reads G_SLICE at its first slice
// allocation, which comes after this line.
setenv("G_SLICE", "always-malloc", 1)
// The words remindd adds to popups ("Due …", "3 missed reminders") in the session's
// language; its log stays English.
Translations.setUp()

/// Prints one line on stderr and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    try? FileHandle.standardError.write(contentsOf: Data("remindd: \(message)\n".utf8))
    exit(code)
}

let options: DaemonOptions
do {
    options = try DaemonOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error) (see remindd --help)", code: 2)
}
if options.help {
    print(DaemonOptions.usage)
    exit(0)
}
if options.version {
    print("remindd \(DaemonVersion.current)")
    exit(0)
}
let log = DaemonLog(verbose: options.verbose)
// Under a file size limit, a write past it must fail (SQLite then reports a full disk and
// remindd keeps firing), not kill remindd.
signal(SIGXFSZ, SIG_IGN)
let hooks: FaultHooks
do {
    hooks = try FaultHooks(environment: ProcessInfo.processInfo.environment)
} catch {
    fail("\(error)", code: 2)
}

var busError: UnsafeMutablePointer<GError>?
guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &busError) else {
    fail("no session bus: \(GLibError.take(&busError)?.message ?? "unknown error")", code: 1)
}
do {
    let service = try RemindersService(connection: connection)
    let callers = CallerRegistry(connection: connection, log: log)
    service.callers = callers
    guard try BusName.claim(RemindersBus.busName, on: connection) == .owned else {
        print("remindd: already running on this session (\(RemindersBus.busName) is taken)")
        exit(0)
    }
    let path = StoreLocation.notificationDatabase().path
    let database = try NotificationDatabase.openRecovering(path: path) { log.log(.failed, $0.description) }
    switch database.writeRefusal {
    case .readOnlyFile:
        log.log(.failed, "\(path) is read-only: reminders are fired but changes cannot be saved")
    case .diskFull:
        log.log(
            .failed,
            "\(path) cannot be written, the disk is full: reminders are fired but changes cannot be saved "
                + "until remindd restarts")
    case nil:
        break
    }
    let clock = SystemWallClock(offset: hooks.clockOffset, wallOffset: hooks.clockSetOffset)
    let repository = SQLiteNotificationRepository(database: database)
    // A stored record remindd cannot use is moved aside and named, never a reason to stop.
    repository.onSetAside = { log.log(.failed, "set aside \($0) (kept in the set_aside table of \(path))") }
    let scheduler = NotificationScheduler(
        repository: repository, clock: clock,
        minimumRepeatInterval: hooks.minimumRepeatInterval ?? NotificationRequest.minimumRepeatInterval)
    let bus = GIOBusConnection(connection)
    let effects = DaemonEffects(
        clock: clock, timer: try WallClockTimer(),
        server: NotificationServer(bus: bus, log: log, coolDown: MonotonicRetryTimer()),
        poster: BusPopupPoster(connection: connection), retryTimer: MonotonicRetryTimer(),
        signals: BusSignalEmitter(service: service, relay: ResponseRelay(bus: bus, log: log)),
        // GeoClue's agent names the app that asks for the location by its desktop file.
        location: GeoClueLocationSource(desktopIdentifier: RemindersBus.busName, log: log),
        wakeAlarm: RealtimeWakeAlarm())
    let (limits, limitsProblem) = DaemonLimits.load()
    if let limitsProblem { log.log(.failed, "\(limitsProblem); the default limits stand for it") }
    let daemon = Daemon(scheduler: scheduler, effects: effects, log: log, hooks: hooks, limits: limits)
    service.handler = daemon
    // The time watchers: a changed /etc/localtime, and logind's resume (absent without a
    // system bus; the timer then still hears the resume on Linux 5.15 and later). Between
    // logind's "going to sleep" and the resume, nothing fires.
    let localTime = LocalTimeMonitor { [weak daemon] in daemon?.timeChanged(.timeZone) }
    let sleep: SleepMonitor?
    do {
        sleep = try SleepMonitor { [weak daemon] starting in
            if starting { daemon?.sleepStarting() } else { daemon?.timeChanged(.resumed) }
        }
    } catch {
        log.debug("\(error)")
        sleep = nil
    }
    try daemon.start()
    // Once the timer is armed: who else is on the bus, for whom the signals are (SignalAudience).
    let audience = SignalAudience(connection: connection, callers: callers)
    audience.start()
    service.audience = audience
    log.log(.status, "started (pid \(getpid()), data \(path))")
    let loop = g_main_loop_new(nil, 0)
    let quit = ThreadBound(loop)
    for signal in [SIGTERM, SIGINT] {
        g_unix_signal_add_full(
            G_PRIORITY_DEFAULT, signal,
            { data in
                g_main_loop_quit(OpaquePointer(data))
                return 0
            }, UnsafeMutableRawPointer(quit.value), nil)
    }
    g_main_loop_run(loop)
    daemon.stop()
    log.log(.status, "stopped")
    withExtendedLifetime((daemon, localTime, sleep)) {}
} catch {
    fail("\(error)", code: 1)
}
