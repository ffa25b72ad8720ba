import Foundation
import LocalNotifications
import RemindersClient

/// A `RemindersClientProtocol` that records its calls and answers with what the test set.
public final class FakeRemindersClient: RemindersClientProtocol {
    /// One call, by method and arguments.
    public enum Call: Equatable {
        case add(NotificationRequest, app: String)
        case addMany([NotificationRequest], app: String)
        case pending(app: String)
        case delivered(app: String)
        case removePending([String], app: String)
        case removeAllPending(app: String)
        case removeDelivered([String], app: String)
        case removeAllDelivered(app: String)
        case presence
        case status
        case setCategories([NotificationCategory], app: String)
        case pause(until: Date?)
    }

    /// A client that has been asked nothing yet and answers with empty lists.
    public init() {}

    /// Every call, in order.
    public var calls: [Call] = []
    /// When set, every call throws it.
    public var error: RemindersClientError?
    /// The answer of `pending`.
    public var pendingEntries: [ScheduledEntry] = []
    /// The answer of `delivered`.
    public var deliveredEntries: [DeliveredEntry] = []
    /// The answer of `status`.
    public var serviceStatus = ServiceStatus(notificationServer: true, capabilities: ["actions", "body"], queued: 0)
    /// Answers of `status` given before `serviceStatus`, first one first.
    public var earlierStatuses: [ServiceStatus] = []
    /// The answer of `presence`.
    public var daemonPresence = DaemonPresence.running
    /// The answer of `add`.
    public var nextTriggerDate = Date(timeIntervalSince1970: 0)
    /// How many of the next calls fail as if remindd did not answer (before `error` counts).
    public var unansweredCalls = 0

    public func add(_ request: NotificationRequest, app: String) throws(RemindersClientError) -> Date {
        try record(.add(request, app: app))
        return nextTriggerDate
    }

    public func addMany(_ requests: [NotificationRequest], app: String) throws(RemindersClientError) -> [Date] {
        try record(.addMany(requests, app: app))
        return requests.map { _ in nextTriggerDate }
    }

    public func pending(app: String) throws(RemindersClientError) -> [ScheduledEntry] {
        try record(.pending(app: app))
        return pendingEntries
    }

    public func delivered(app: String) throws(RemindersClientError) -> [DeliveredEntry] {
        try record(.delivered(app: app))
        return deliveredEntries
    }

    public func removePending(_ identifiers: [String], app: String) throws(RemindersClientError) {
        try record(.removePending(identifiers, app: app))
    }

    public func removeAllPending(app: String) throws(RemindersClientError) {
        try record(.removeAllPending(app: app))
    }

    public func removeDelivered(_ identifiers: [String], app: String) throws(RemindersClientError) {
        try record(.removeDelivered(identifiers, app: app))
    }

    public func removeAllDelivered(app: String) throws(RemindersClientError) {
        try record(.removeAllDelivered(app: app))
    }

    public func presence() throws(RemindersClientError) -> DaemonPresence {
        try record(.presence)
        return daemonPresence
    }

    public func status() throws(RemindersClientError) -> ServiceStatus {
        try record(.status)
        return earlierStatuses.isEmpty ? serviceStatus : earlierStatuses.removeFirst()
    }

    public func setCategories(_ categories: [NotificationCategory], app: String) throws(RemindersClientError) {
        try record(.setCategories(categories, app: app))
    }

    public func pause(until date: Date?) throws(RemindersClientError) {
        try record(.pause(until: date))
    }

    private func record(_ call: Call) throws(RemindersClientError) {
        calls.append(call)
        if unansweredCalls > 0 {
            unansweredCalls -= 1
            throw .failure("cannot reach remindd: Timeout was reached")
        }
        if let error { throw error }
    }
}
