import Foundation
import LocalNotifications
import RemindersClient

/// A `RemindersClientProtocol` that records its calls and answers with what the test set.
final class FakeRemindersClient: RemindersClientProtocol {
    /// One call, by method and arguments.
    enum Call: Equatable {
        case add(NotificationRequest, app: String)
        case addMany([NotificationRequest], app: String)
        case pending(app: String)
        case delivered(app: String)
        case removePending([String], app: String)
        case removeAllPending(app: String)
        case removeDelivered([String], app: String)
        case removeAllDelivered(app: String)
        case status
        case setCategories([NotificationCategory], app: String)
        case pause(until: Date?)
    }

    /// Every call, in order.
    var calls: [Call] = []
    /// When set, every call throws it.
    var error: RemindersClientError?
    /// The answer of `pending`.
    var pendingEntries: [ScheduledEntry] = []
    /// The answer of `delivered`.
    var deliveredEntries: [DeliveredEntry] = []
    /// The answer of `status`.
    var serviceStatus = ServiceStatus(notificationServer: true, capabilities: ["actions", "body"], queued: 0)
    /// Answers of `status` given before `serviceStatus`, first one first.
    var earlierStatuses: [ServiceStatus] = []
    /// The answer of `add`.
    var nextTriggerDate = Date(timeIntervalSince1970: 0)

    func add(_ request: NotificationRequest, app: String) throws(RemindersClientError) -> Date {
        try record(.add(request, app: app))
        return nextTriggerDate
    }

    func addMany(_ requests: [NotificationRequest], app: String) throws(RemindersClientError) -> [Date] {
        try record(.addMany(requests, app: app))
        return requests.map { _ in nextTriggerDate }
    }

    func pending(app: String) throws(RemindersClientError) -> [ScheduledEntry] {
        try record(.pending(app: app))
        return pendingEntries
    }

    func delivered(app: String) throws(RemindersClientError) -> [DeliveredEntry] {
        try record(.delivered(app: app))
        return deliveredEntries
    }

    func removePending(_ identifiers: [String], app: String) throws(RemindersClientError) {
        try record(.removePending(identifiers, app: app))
    }

    func removeAllPending(app: String) throws(RemindersClientError) {
        try record(.removeAllPending(app: app))
    }

    func removeDelivered(_ identifiers: [String], app: String) throws(RemindersClientError) {
        try record(.removeDelivered(identifiers, app: app))
    }

    func removeAllDelivered(app: String) throws(RemindersClientError) {
        try record(.removeAllDelivered(app: app))
    }

    func status() throws(RemindersClientError) -> ServiceStatus {
        try record(.status)
        return earlierStatuses.isEmpty ? serviceStatus : earlierStatuses.removeFirst()
    }

    func setCategories(_ categories: [NotificationCategory], app: String) throws(RemindersClientError) {
        try record(.setCategories(categories, app: app))
    }

    func pause(until date: Date?) throws(RemindersClientError) {
        try record(.pause(until: date))
    }

    private func record(_ call: Call) throws(RemindersClientError) {
        calls.append(call)
        if let error { throw error }
    }
}
