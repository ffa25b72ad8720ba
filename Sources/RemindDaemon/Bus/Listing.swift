import RemindersAPI

/// Which listing a call asks for: `GetPending` and `GetDelivered` without a page (nil),
/// `GetPendingPage` and `GetDeliveredPage` with one.
public enum Listing {
    /// The app's pending requests, soonest first.
    case pending(PageOptions?)
    /// The app's delivered notifications, newest first.
    case delivered(PageOptions?)
}

extension Listing {
    /// Whether it is the unpaged GetPending or GetDelivered, which has at most
    /// `PageOptions.unpagedLimit` entries.
    var isUnpaged: Bool {
        switch self {
        case .pending(let page), .delivered(let page): page == nil
        }
    }
}
