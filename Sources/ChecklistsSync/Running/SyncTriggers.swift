import CGLib
import Foundation
import GLibSupport

/// When the app asks for a sync: at start, every 15 minutes, when the network comes back,
/// after a resume from suspend, and a few seconds after each local edit. It only asks
/// (`requestSync`, in practice `BackgroundSync.requestSync(after:)`), which gathers the
/// requests and runs one sync at a time.
///
/// Used on the main loop only.
public final class SyncTriggers {
    private let requestSync: (TimeInterval) -> Void
    private let timing: SyncTiming
    private var periodicTimer: guint = 0
    private var networkAvailable: Bool?
    private var network: NetworkWatch?
    private var resume: ResumeWatch?

    /// Asks `requestSync` for syncs with the delays of `timing`.
    public init(timing: SyncTiming = .standard, requestSync: @escaping (TimeInterval) -> Void) {
        self.timing = timing
        self.requestSync = requestSync
    }

    deinit {
        if periodicTimer != 0 { g_source_remove(periodicTimer) }
    }

    /// Asks for the first sync and the periodic ones. With `watchSystem`, also listens to
    /// GNetworkMonitor and to logind's `PrepareForSleep` on the system bus (heard nothing
    /// without one: the periodic sync then catches up after a resume).
    public func start(watchSystem: Bool = true) {
        requestSync(timing.atStart)
        if periodicTimer == 0 {
            let milliseconds = guint(clamping: Int64((timing.periodic * 1_000).rounded()))
            periodicTimer = MonotonicTimeout.every(milliseconds: max(milliseconds, 1)) { [weak self] in
                guard let self else { return }
                requestSync(0)
            }
        }
        guard watchSystem else { return }
        network = NetworkWatch { [weak self] available in self?.networkChanged(available: available) }
        networkAvailable = network?.isAvailable
        resume = ResumeWatch.onSystemBus { [weak self] in self?.resumed() }
    }

    /// The window saved an edit: a sync a few seconds later (later edits move it on no further
    /// than their own few seconds).
    public func localEditMade() {
        requestSync(timing.afterEdit)
    }

    /// GNetworkMonitor said whether the network is available: a sync when it comes back
    /// after being gone.
    public func networkChanged(available: Bool) {
        defer { networkAvailable = available }
        guard available, networkAvailable == false else { return }
        requestSync(timing.afterWake)
    }

    /// The machine resumed from suspend: a sync, since the server may have changed meanwhile.
    public func resumed() {
        requestSync(timing.afterWake)
    }
}
