import LocalNotifications

@testable import ChecklistsModel

/// A `ReminderScheduling` that records its calls and fails when the test says so.
final class RecordingReminders: ReminderScheduling {
    /// One call, with its arguments.
    enum Call: Equatable {
        case schedule(NotificationRequest)
        case cancel([String])
    }

    /// The error a failing call throws; its description is the reason the model reports.
    struct Failure: Error, CustomStringConvertible {
        /// The message.
        var description: String
    }

    /// Every call, in order (failed ones included).
    var calls: [Call] = []
    /// When set, `schedule` throws it.
    var scheduleError: Failure?
    /// When set, `cancel` throws it.
    var cancelError: Failure?
    /// The answer of `availability`.
    var answer = ReminderAvailability.available

    func schedule(_ request: NotificationRequest) throws {
        calls.append(.schedule(request))
        if let scheduleError { throw scheduleError }
    }

    func cancel(_ identifiers: [String]) throws {
        calls.append(.cancel(identifiers))
        if let cancelError { throw cancelError }
    }

    func availability() -> ReminderAvailability {
        answer
    }

    /// Makes both calls fail with `message`.
    func failAll(_ message: String) {
        scheduleError = Failure(description: message)
        cancelError = Failure(description: message)
    }

    /// Forgets the calls so far.
    func reset() {
        calls = []
    }
}
