import ChecklistsModel
import Foundation
import GLibSupport
import LocalNotifications
import RemindersClient

/// remindd for the window, the live `ReminderService`: every call (schedule, cancel, status,
/// pause, categories) runs in order on a worker thread, so the GTK thread never waits for the
/// bus, even when remindd hangs or is stopped. A call remindd does not answer is made again,
/// with a growing pause, until it does; one it refuses is dropped and reported. What the
/// window should say is handed to `onProgress` on the main loop. Settings' probes run on a
/// thread of their own with their own client, so that they wait behind no call.
///
/// `@unchecked Sendable`: the mutable counters are guarded by `lock`; the client and the
/// scheduler over it are used on the worker queue only (a client is not thread-safe, so
/// each stays on one thread), the probe client on the probe queue only; `onProgress` is
/// read and called on the main loop only.
public final class BackgroundReminders: ReminderService, @unchecked Sendable {
    private let client: any RemindersClientProtocol
    private let probeClient: any RemindersClientProtocol
    private let app: String
    private let scheduler: LiveReminderScheduler
    private let queue = WorkerThread(name: "reminders")
    private let probeQueue = WorkerThread(name: "reminder-probes")
    private let deliver: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let slowAfter: TimeInterval
    private let retryDelays: [TimeInterval]
    private let lock = NSLock()
    private var enqueued = 0
    private var finished = 0
    private var saidWaiting = false
    private var lastFailure: String?
    private var lastAvailability = ReminderAvailability.available

    /// Told on the main loop when calls start waiting, when all are answered again, and
    /// when remindd refused one.
    public var onProgress: (ReminderProgress) -> Void = { _ in }

    /// Creates the service of `app` over two clients of its own, one for the calls (used on
    /// the worker thread only) and one for Settings' probes; results reach the main loop
    /// through `deliver`.
    ///
    /// - Parameters:
    ///   - slowAfter: how long a call may take before the window says it waits for remindd.
    ///   - retryDelays: the pauses between attempts of a call remindd did not answer; the
    ///     last one repeats.
    public init(
        client: any RemindersClientProtocol, probeClient: any RemindersClientProtocol,
        app: String = ChecklistsApp.identifier, slowAfter: TimeInterval = 1,
        retryDelays: [TimeInterval] = [1, 2, 4, 8, 15],
        deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { MainContext.main.invoke($0) }
    ) {
        self.client = client
        self.probeClient = probeClient
        self.app = app
        self.scheduler = LiveReminderScheduler(client: client, app: app)
        self.slowAfter = slowAfter
        self.retryDelays = retryDelays.isEmpty ? [1] : retryDelays
        self.deliver = deliver
    }

    /// Schedules `request` in the background; never throws.
    public func schedule(_ request: NotificationRequest) {
        enqueue { [self] in try scheduler.schedule(request) }
    }

    /// Schedules these requests in the background, a thousand an AddMany; never throws.
    public func scheduleAll(_ requests: [NotificationRequest]) {
        enqueue { [self] in try scheduler.scheduleAll(requests) }
    }

    /// Cancels these requests in the background; never throws.
    public func cancel(_ identifiers: [String]) {
        enqueue { [self] in try scheduler.cancel(identifiers) }
    }

    /// The availability remindd last reported (available until asked): never waits.
    public func availability() -> ReminderAvailability {
        lock.withLock { lastAvailability }
    }

    /// Asks remindd whether reminders can pop up, after the calls before it; `answer` gets
    /// the reply on the main loop.
    public func checkAvailability(_ answer: @escaping (ReminderAvailability) -> Void) {
        let answer = MainLoopHandler(answer)
        queue.async { [self] in
            let availability = scheduler.availability()
            lock.withLock { lastAvailability = availability }
            deliver { answer.handler(availability) }
        }
    }

    /// Pauses popups until `date`, or resumes them, in the background; never throws.
    public func pause(until date: Date?) {
        enqueue { [self] in try client.pause(until: date) }
    }

    /// Registers the app's categories in the background; never throws.
    public func register(_ categories: [NotificationCategory]) {
        enqueue { [self] in try client.setCategories(categories, app: app) }
    }

    /// Asks how remindd and the notification server are doing, on the probe thread, without
    /// starting remindd; `answer` gets the state on the main loop.
    public func probe(_ answer: @escaping (ReminderServiceState) -> Void) {
        let answer = MainLoopHandler(answer)
        probeQueue.async { [self] in
            let state = ServiceStateReader.state(client: probeClient, app: app)
            deliver { answer.handler(state) }
        }
    }

    /// Hears the app's reminders as remindd pops them up; `onShown` runs on the main loop of
    /// the calling thread for each one that popped up (a missed one did not).
    public func observeDeliveries(_ onShown: @escaping (NotificationRequest) -> Void) throws -> AnyObject {
        try DeliveryObserver(app: app) { entry in
            if !entry.missed { onShown(entry.request) }
        }
    }

    private func enqueue(_ call: @escaping @Sendable () throws -> Void) {
        let number = lock.withLock {
            enqueued += 1
            return enqueued
        }
        // On the main loop, which the window runs: no thread wakes for it while all is idle.
        MonotonicTimeout.after(milliseconds: UInt32(slowAfter * 1000)) { [self] in
            let waiting = lock.withLock {
                guard finished < number, !saidWaiting else { return false }
                saidWaiting = true
                return true
            }
            if waiting { report(.waiting(nil)) }
        }
        queue.async { [self] in
            run(call)
            let drained = lock.withLock {
                finished += 1
                guard finished == enqueued, saidWaiting else { return false }
                saidWaiting = false
                lastFailure = nil
                return true
            }
            if drained { report(.upToDate) }
        }
    }

    private func run(_ call: () throws -> Void) {
        var attempt = 0
        while true {
            do {
                try call()
                return
            } catch RemindersClientError.badInput(let message) {
                report(.refused(message))
                return
            } catch {
                noteFailure(LiveReminderScheduler.unreachable(String(describing: error)))
                Thread.sleep(forTimeInterval: retryDelays[min(attempt, retryDelays.count - 1)])
                attempt += 1
            }
        }
    }

    /// Says why calls wait, once for each new reason.
    private func noteFailure(_ reason: String) {
        let new = lock.withLock {
            guard lastFailure != reason else { return false }
            lastFailure = reason
            saidWaiting = true
            return true
        }
        if new { report(.waiting(reason)) }
    }

    private func report(_ progress: ReminderProgress) {
        deliver { [self] in onProgress(progress) }
    }
}
