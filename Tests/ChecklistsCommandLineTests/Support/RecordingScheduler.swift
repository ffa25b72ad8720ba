import ChecklistsModel
import LocalNotifications

/// A `ReminderScheduling` that records its calls and fails when the test says so.
final class RecordingScheduler: ReminderScheduling {
    /// One call, with its arguments.
    enum Call: Equatable {
        case schedule(NotificationRequest)
        case cancel([String])
    }

    /// The error of a failing call; its description is what the user reads.
    struct Failure: Error, CustomStringConvertible {
        /// The message.
        var description: String
    }

    /// Every call, in order.
    var calls: [Call] = []
    /// When set, every call throws it.
    var error: Failure?

    func schedule(_ request: NotificationRequest) throws {
        calls.append(.schedule(request))
        if let error { throw error }
    }

    func cancel(_ identifiers: [String]) throws {
        calls.append(.cancel(identifiers))
        if let error { throw error }
    }

    func availability() -> ReminderAvailability {
        .available
    }
}
