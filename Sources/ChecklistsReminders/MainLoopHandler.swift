/// A handler made on the main loop to be called back on it, carried through the worker.
///
/// `@unchecked Sendable`: the worker only passes it on; `deliver` calls it on the main loop,
/// the thread it was made on.
final class MainLoopHandler<Value>: @unchecked Sendable {
    /// The handler, to be called on the main loop only.
    let handler: (Value) -> Void

    /// Wraps `handler`, made on the main loop.
    init(_ handler: @escaping (Value) -> Void) {
        self.handler = handler
    }
}
