import CGLib

/// A `GMainContext` that other threads may hand work to.
///
/// `@unchecked Sendable`: GLib documents `g_main_context_invoke_full` as callable from any
/// thread; the pointer itself is never dereferenced from Swift.
public struct MainContext: @unchecked Sendable {
    /// The context; nil stands for the global default context (the main loop's).
    public let pointer: OpaquePointer?

    /// Wraps a context.
    public init(_ pointer: OpaquePointer?) {
        self.pointer = pointer
    }

    /// The global default context, run by the process's main loop.
    public static let main = MainContext(nil)

    /// Runs `work` once on the thread that runs this context, as soon as it is idle.
    public func invoke(_ work: @escaping @Sendable () -> Void) {
        let box = SendableWork(work)
        g_main_context_invoke_full(
            pointer, G_PRIORITY_DEFAULT,
            { data in
                if let data { Unmanaged<SendableWork>.fromOpaque(data).takeUnretainedValue().work() }
                return 0
            },
            Unmanaged.passRetained(box).toOpaque(),
            { data in
                if let data { Unmanaged<SendableWork>.fromOpaque(data).release() }
            })
    }
}

/// A unit of work crossing threads.
private final class SendableWork: Sendable {
    let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }
}
