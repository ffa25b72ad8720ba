import CGLib

/// A thread of its own that runs work in order, one piece after another, for as long as the
/// worker lives: a serial queue that costs nothing while it has nothing to do. The thread
/// sleeps in `g_async_queue_pop` until work comes; libdispatch's queues would do the work as
/// well, but once one ran, libdispatch's manager thread wakes the process every second for
/// good (#32: the idle window woke 35 times in 30 s).
///
/// `@unchecked Sendable`: the queue is a `GAsyncQueue`, which GLib documents as safe to push
/// to from any thread; the thread handle is only released in `deinit`.
public final class WorkerThread: @unchecked Sendable {
    private let queue: OpaquePointer
    private let thread: UnsafeMutablePointer<GThread>?

    /// Starts the thread, named `name` (as `ps` and debuggers show it, up to 15 bytes).
    public init(name: String) {
        let queue = g_async_queue_new()!
        self.queue = queue
        thread = g_thread_new(
            name,
            { data in
                let queue = OpaquePointer(data)
                while let item = g_async_queue_pop(queue) {
                    guard let work = Unmanaged<WorkItem>.fromOpaque(item).takeRetainedValue().work else { break }
                    work()
                }
                g_async_queue_unref(queue)
                return nil
            }, UnsafeMutableRawPointer(g_async_queue_ref(queue)))
    }

    /// Runs `work` on the thread after the work handed to it before.
    public func async(_ work: @escaping @Sendable () -> Void) {
        g_async_queue_push(queue, Unmanaged.passRetained(WorkItem(work)).toOpaque())
    }

    /// The thread ends once it has run the work handed to it so far.
    deinit {
        g_async_queue_push(queue, Unmanaged.passRetained(WorkItem(nil)).toOpaque())
        if let thread { g_thread_unref(thread) }
        g_async_queue_unref(queue)
    }
}

/// One piece of work crossing to the worker; nil tells the thread to end.
private final class WorkItem: Sendable {
    let work: (@Sendable () -> Void)?

    init(_ work: (@Sendable () -> Void)?) {
        self.work = work
    }
}
