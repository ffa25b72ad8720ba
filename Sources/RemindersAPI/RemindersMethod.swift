/// The methods of remindd's interface, named as on the bus, with the signatures of their
/// arguments and replies.
public enum RemindersMethod: String, CaseIterable, Sendable {
    /// Schedules a request, replacing a pending one with the same identifier.
    case add = "Add"
    /// Schedules many requests: all of them, or none.
    case addMany = "AddMany"
    /// Cancels pending requests.
    case removePending = "RemovePending"
    /// Cancels every pending request of the app.
    case removeAllPending = "RemoveAllPending"
    /// The app's pending requests.
    case getPending = "GetPending"
    /// The app's delivered notifications.
    case getDelivered = "GetDelivered"
    /// A page of the app's pending requests (`PageOptions`).
    case getPendingPage = "GetPendingPage"
    /// A page of the app's delivered notifications (`PageOptions`).
    case getDeliveredPage = "GetDeliveredPage"
    /// A page of what a listing shows of the app's pending requests (`PendingSummary`).
    case getPendingSummaryPage = "GetPendingSummaryPage"
    /// The same page in columns (`PendingSummaryColumns`).
    case getPendingSummaryColumns = "GetPendingSummaryColumns"
    /// Forgets delivered notifications.
    case removeDelivered = "RemoveDelivered"
    /// Forgets every delivered notification of the app.
    case removeAllDelivered = "RemoveAllDelivered"
    /// Registers the app's notification categories.
    case setCategories = "SetCategories"
    /// Holds popups until a time.
    case pause = "Pause"
    /// Whether popups can be shown now, and the API's version.
    case getStatus = "GetStatus"

    /// The method's name on the bus, such as "Add".
    public var name: String { rawValue }

    /// The types of the method's arguments, as a tuple signature such as "(sa{sv})".
    public var argumentSignature: String {
        switch self {
        case .add, .getPendingPage, .getDeliveredPage, .getPendingSummaryPage, .getPendingSummaryColumns: "(sa{sv})"
        case .addMany, .setCategories: "(saa{sv})"
        case .removePending, .removeDelivered: "(sas)"
        case .removeAllPending, .getPending, .getDelivered, .removeAllDelivered: "(s)"
        case .pause: "(d)"
        case .getStatus: "()"
        }
    }

    /// The types of the method's reply, as a tuple signature such as "(d)".
    public var replySignature: String {
        switch self {
        case .add: "(d)"
        case .addMany: "(ad)"
        case .getPending, .getDelivered, .getPendingPage, .getDeliveredPage: "(aa{sv})"
        case .getPendingSummaryPage: "(a\(PendingSummary.wireSignature))"
        case .getPendingSummaryColumns: PendingSummaryColumns.wireSignature
        case .getStatus: "(a{sv})"
        case .removePending, .removeAllPending, .removeDelivered, .removeAllDelivered, .setCategories, .pause: "()"
        }
    }
}
