import Testing

/// The suites that turn the process's default main context (the timers and the worker's
/// reports go there): one after another, so that each test's callbacks reach its own thread.
@Suite("Sync: on the main loop", .serialized)
enum MainLoopSuites {}
