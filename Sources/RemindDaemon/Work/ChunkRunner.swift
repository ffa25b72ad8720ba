/// Runs long work in short steps between the main loop's other events, so that no step
/// keeps a timer or a method call waiting long.
public protocol ChunkRunner: AnyObject {
    /// Runs `step` on the main loop when it is idle, again and again while it returns true;
    /// may be called from any thread.
    func run(_ step: @escaping () -> Bool)
}
