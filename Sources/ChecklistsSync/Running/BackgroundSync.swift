import CGLib
import Foundation
import GLibSupport

/// Runs the sync of every account on a worker thread, so that the window never waits for a
/// server, and decides when: one sync at a time, requests gathered on a monotonic timer of
/// the main loop, and retries after a failure with a growing pause.
///
/// A request while a sync runs makes one more sync after it (the edit that asked may have
/// come too late for the running one). A request with a shorter delay than the one waiting
/// moves the waiting sync earlier; a longer one leaves it. After a failed sync the next one
/// comes after `retryDelays` (1, 2, 4, 8, 15 minutes, then every 15); a sync that succeeds,
/// or Sync Now, starts the pauses again from the first.
///
/// Every member is used on the main loop only: the worker thread runs `run` and hands the
/// report back through `deliver`.
public final class BackgroundSync {
    /// The pauses after one, two, three... failed syncs in a row, in seconds; the last repeats.
    public static let standardRetryDelays: [TimeInterval] = [60, 120, 240, 480, 900]

    private let run: @Sendable (_ progress: @escaping @Sendable (String) -> Void) -> SyncReport
    private let queue = WorkerThread(name: "sync")
    private let retryDelays: [TimeInterval]
    private let deliver: @Sendable (@escaping @Sendable () -> Void) -> Void
    private var timer: guint = 0
    private var timerDue: gint64 = 0
    private var another = false
    private var failuresInARow = 0

    /// Whether a sync runs now.
    public private(set) var isSyncing = false
    /// The pause before the retry that follows the last sync, when it failed; nil after a
    /// sync that succeeded (or before the first).
    public private(set) var retryDelay: TimeInterval?
    /// Told on the main loop when a sync starts.
    public var onStarted: () -> Void = {}
    /// Told on the main loop how a long sync is going ("fetched 200 of 5000 tasks").
    public var onProgress: (String) -> Void = { _ in }
    /// Told on the main loop what each sync did.
    public var onReport: (SyncReport) -> Void = { _ in }

    /// Creates the scheduler of `run`, the blocking sync of every account, which opens its
    /// own database connection (never the window's): it runs on a worker thread, and tells
    /// how a long sync is going through the closure it gets.
    ///
    /// - Parameters:
    ///   - retryDelays: the pauses after failed syncs in a row, in seconds; the last repeats.
    ///   - deliver: hands the worker's results to the main loop.
    public init(
        retryDelays: [TimeInterval] = BackgroundSync.standardRetryDelays,
        deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { MainContext.main.invoke($0) },
        run: @escaping @Sendable (_ progress: @escaping @Sendable (String) -> Void) -> SyncReport
    ) {
        self.run = run
        self.retryDelays = retryDelays.isEmpty ? BackgroundSync.standardRetryDelays : retryDelays
        self.deliver = deliver
    }

    deinit {
        if timer != 0 { g_source_remove(timer) }
    }

    /// Asks for a sync in `seconds` (0: as soon as the main loop is idle). A sync already
    /// waiting to start sooner stays; one waiting longer comes at the new time instead.
    public func requestSync(after seconds: TimeInterval) {
        let delay = max(0, seconds)
        let due = g_get_monotonic_time() + gint64(delay * 1_000_000)
        if timer != 0 {
            guard due < timerDue else { return }
            g_source_remove(timer)
        }
        timerDue = due
        timer = MonotonicTimeout.after(milliseconds: guint(clamping: Int64((delay * 1_000).rounded(.up)))) {
            [weak self] in
            guard let self else { return }
            timer = 0
            start()
        }
    }

    /// The user's Sync Now: a sync at once (or right after the running one), with the pauses
    /// after failures starting again from the first.
    public func syncNow() {
        failuresInARow = 0
        requestSync(after: 0)
    }

    private func start() {
        guard !isSyncing else {
            another = true
            return
        }
        isSyncing = true
        onStarted()
        let run = run
        // The worker only carries `self` back to the main loop, where `finish` runs.
        let owner = ThreadBound(self)
        let deliver = deliver
        queue.async {
            let report = run { note in deliver { owner.value.onProgress(note) } }
            deliver { owner.value.finish(report) }
        }
    }

    private func finish(_ report: SyncReport) {
        isSyncing = false
        if report.succeeded {
            failuresInARow = 0
            retryDelay = nil
        } else {
            let delay = retryDelays[min(failuresInARow, retryDelays.count - 1)]
            failuresInARow += 1
            retryDelay = delay
            requestSync(after: delay)
        }
        onReport(report)
        if another {
            another = false
            requestSync(after: 0)
        }
    }
}
