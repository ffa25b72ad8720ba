#if canImport(Glibc)
    import Glibc
#endif

/// A step of a fire at which the fault suite makes remindd die, and on which passage.
public struct FailPoint: Sendable, Equatable {
    /// The steps of a fire, in order.
    public enum Step: String, Sendable, CaseIterable {
        /// Occurrences were claimed (saved as delivered, unposted); no popup was queued yet.
        case claimed
        /// A popup is about to be sent to the notification server.
        case sending
        /// The server took the popup; it is not yet recorded as posted.
        case posted
        /// The popup was recorded as posted.
        case marked
    }

    /// Where remindd dies.
    public var step: Step
    /// On which passage through `step` (1 is the first).
    public var passage: Int

    /// Reads `step` or `step:n`.
    /// - Throws: `DaemonError.usage` naming what was wrong.
    public init(_ text: String) throws(DaemonError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let step = Step(rawValue: String(parts[0])) else {
            let steps = Step.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("REMINDD_TEST_FAIL_AT: unknown step \(parts[0]) (one of \(steps))")
        }
        self.step = step
        guard parts.count <= 2, let passage = parts.count == 2 ? Int(parts[1]) : 1, passage >= 1 else {
            throw .usage("REMINDD_TEST_FAIL_AT: \(text) is not step or step:n with n a positive whole number")
        }
        self.passage = passage
    }
}

/// Counts passages through the steps and kills the process at the fail point.
final class FailPoints {
    private let failPoint: FailPoint?
    private var passages: [FailPoint.Step: Int] = [:]

    /// Watches for `failPoint` (nil: never fails).
    init(_ failPoint: FailPoint?) {
        self.failPoint = failPoint
    }

    /// Marks a passage through `step`; at the fail point the process dies at once, as a
    /// crash or a power cut would end it (no cleanup, no flushing).
    func reach(_ step: FailPoint.Step) {
        guard let failPoint, failPoint.step == step else { return }
        passages[step, default: 0] += 1
        if passages[step] == failPoint.passage { kill(getpid(), SIGKILL) }
    }
}
