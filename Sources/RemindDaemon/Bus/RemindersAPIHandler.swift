import Foundation
import RemindersAPI

/// What the D-Bus object asks of the daemon, one function per method of the interface.
public protocol RemindersAPIHandler: AnyObject {
    /// `Add`: schedules requests, all or none; returns their next trigger dates.
    func add(_ requests: [WireDictionary], appIdentifier: String) throws(ServiceError) -> [Date]
    /// `RemovePending`.
    func removePending(_ identifiers: [String], appIdentifier: String) throws(ServiceError)
    /// `RemoveAllPending`.
    func removeAllPending(appIdentifier: String) throws(ServiceError)
    /// `AddMany`, in steps between the main loop's other events: `reply` gets once what
    /// `add` would return or throw.
    func add(
        _ requests: RequestBatch, appIdentifier: String,
        inSteps reply: @escaping (Result<[Date], ServiceError>) -> Void)
    /// `GetPending`, `GetDelivered`, `GetPendingPage`, `GetDeliveredPage`,
    /// `GetPendingSummaryPage` and `GetPendingSummaryColumns`, read in steps between the main
    /// loop's other events into `sink`.
    func list(_ listing: Listing, appIdentifier: String, into sink: any ListingSink)
    /// `RemoveDelivered`.
    func removeDelivered(_ identifiers: [String], appIdentifier: String) throws(ServiceError)
    /// `RemoveAllDelivered`.
    func removeAllDelivered(appIdentifier: String) throws(ServiceError)
    /// `SetCategories`: replaces the app's categories, all or none.
    func setCategories(_ categories: [WireDictionary], appIdentifier: String) throws(ServiceError)
    /// `Pause`: holds popups until `until` (seconds since 1970); 0 or a past time resumes.
    func pause(until: Double) throws(ServiceError)
    /// `GetStatus`.
    func status() -> WireDictionary
}

/// A failed method call, sent back as a D-Bus error whose message is `description`.
public enum ServiceError: Error, CustomStringConvertible {
    /// A bad argument; nothing was changed.
    case invalidArgument(String)
    /// remindd itself failed (storage).
    case failed(String)
    /// The app asked for more than remindd takes from one app (see `DaemonLimits`); nothing
    /// was changed.
    case limitExceeded(String)
    /// The caller may not make this call (`CallerPolicy`); nothing was changed or read.
    case accessDenied(String)

    /// The D-Bus error name.
    public var name: String {
        switch self {
        case .invalidArgument: RemindersBus.invalidArgumentError
        case .failed: RemindersBus.failedError
        case .limitExceeded: RemindersBus.limitExceededError
        case .accessDenied: RemindersBus.accessDeniedError
        }
    }

    /// The message.
    public var description: String {
        switch self {
        case .invalidArgument(let message), .failed(let message), .limitExceeded(let message),
            .accessDenied(let message):
            message
        }
    }
}
