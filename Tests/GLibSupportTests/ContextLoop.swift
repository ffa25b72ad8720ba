import CGLib

#if canImport(Glibc)
    import Glibc
#endif

/// Turns a GLib main context by hand, as a main loop would, until what the test waits for
/// has happened.
enum ContextLoop {
    /// Dispatches what is ready on `context` (nil: the global default context) until `done`
    /// holds or `timeout` passes; returns whether it held. Never blocks in GLib, so a
    /// source that never comes cannot hang the test.
    static func run(_ context: OpaquePointer?, timeout: Duration = .seconds(10), until done: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !done() {
            if ContinuousClock.now >= deadline { return false }
            if g_main_context_iteration(context, 0) == 0 { usleep(1_000) }
        }
        return true
    }

    /// Runs `body` with a new main context as this thread's default, so that what `body`
    /// starts reports back there (and not on the process's main loop), then drops it.
    static func withPrivateContext<T>(_ body: (OpaquePointer?) throws -> T) rethrows -> T {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        return try body(context)
    }
}
