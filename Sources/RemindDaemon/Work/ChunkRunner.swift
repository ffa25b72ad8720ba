/// Runs long work in short steps between the main loop's other events, so that no step
/// keeps a timer or a method call waiting long.
public protocol ChunkRunner: AnyObject {
    /// Runs `step` on the main loop when it is idle, again and again while it returns true;
    /// may be called from any thread.
    func run(_ step: @escaping () -> Bool)
    /// Runs `step` as `run` does, but only while no step given to `run` waits: for work no
    /// caller waits for, which must not slow down the work callers wait for.
    func runInBackground(_ step: @escaping () -> Bool)
}
