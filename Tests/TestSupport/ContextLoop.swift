import CGLib

#if canImport(Glibc)
    import Glibc
#endif

/// Turns a GLib main context by hand, as a main loop would, until what the test waits for
/// has happened.
public enum ContextLoop {
    /// Dispatches what is ready on `context` (nil: the global default context) until `done`
    /// holds or `timeout` passes; returns whether it held. Never blocks in GLib, so a
    /// source that never comes cannot hang the test.
    public static func run(_ context: OpaquePointer?, timeout: Duration = .seconds(10), until done: () -> Bool) -> Bool
    {
        let deadline = ContinuousClock.now + timeout
        while !done() {
            if ContinuousClock.now >= deadline { return false }
            if g_main_context_iteration(context, 0) == 0 { usleep(1_000) }
        }
        return true
    }

    /// Runs `body` with a new main context as this thread's default, so that what `body`
    /// starts reports back there (and not on the process's main loop), then drops it.
    public static func withPrivateContext<T>(_ body: (OpaquePointer?) throws -> T) rethrows -> T {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        return try body(context)
    }

    /// Runs `body` with this thread owning the global default context, as a running main
    /// loop owns it: work other threads hand it (`g_main_context_invoke`) then waits for
    /// this thread to turn the loop instead of running at once on theirs.
    public static func owningDefault<T>(_ body: () throws -> T) rethrows -> T {
        g_main_context_acquire(nil)
        defer { g_main_context_release(nil) }
        return try body()
    }
}
