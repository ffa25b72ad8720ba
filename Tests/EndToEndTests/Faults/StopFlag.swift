import Synchronization

/// Tells a writer running in another task to stop after its current command.
final class StopFlag: Sendable {
    private let raised = Mutex(false)

    /// Whether the writer should stop.
    var isRaised: Bool { raised.withLock { $0 } }

    /// Asks the writer to stop.
    func raise() { raised.withLock { $0 = true } }
}
