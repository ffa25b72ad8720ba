import ChecklistsModel
import LocalNotifications

/// A `ReminderScheduling` that records its calls and fails when the test says so: what the
/// model and the command line get in place of remindd.
public final class RecordingReminders: ReminderScheduling {
    /// One call, with its arguments.
    public enum Call: Equatable {
        /// `schedule(_:)` with its request.
        case schedule(NotificationRequest)
        /// `cancel(_:)` with its identifiers.
        case cancel([String])
    }

    /// The error a failing call throws; its description is the reason the user reads.
    public struct Failure: Error, CustomStringConvertible {
        /// The message.
        public var description: String

        /// A failure with `description` as its message.
        public init(description: String) {
            self.description = description
        }
    }

    /// Every call, in order (failed ones included).
    public var calls: [Call] = []
    /// The requests of the `schedule` calls, in order.
    public var scheduled: [NotificationRequest] {
        calls.compactMap { call in
            if case .schedule(let request) = call { request } else { nil }
        }
    }
    /// When set, `schedule` throws it.
    public var scheduleError: Failure?
    /// When set, `cancel` throws it.
    public var cancelError: Failure?
    /// The answer of `availability`.
    public var answer = ReminderAvailability.available

    /// A recorder whose calls succeed.
    public init() {}

    /// Records the call; throws `scheduleError` when set.
    public func schedule(_ request: NotificationRequest) throws {
        calls.append(.schedule(request))
        if let scheduleError { throw scheduleError }
    }

    /// Records the call; throws `cancelError` when set.
    public func cancel(_ identifiers: [String]) throws {
        calls.append(.cancel(identifiers))
        if let cancelError { throw cancelError }
    }

    /// `answer`.
    public func availability() -> ReminderAvailability {
        answer
    }

    /// Makes both calls fail with `message`.
    public func failAll(_ message: String) {
        scheduleError = Failure(description: message)
        cancelError = Failure(description: message)
    }

    /// Forgets the calls so far.
    public func reset() {
        calls = []
    }
}
