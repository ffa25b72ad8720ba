import LocalNotifications
import RemindersAPI

/// Where a listing read in steps goes: its entries a step at a time, then its end or its
/// failure, once.
public protocol ListingSink: AnyObject {
    /// The next entries, in the listing's order.
    func append(_ entries: ListingEntries)
    /// The listing is complete: send it.
    func finish()
    /// The listing failed: send the error instead of what was appended.
    func fail(_ error: ServiceError)
}

/// The entries one step of a listing read, as stored: the sink chooses their form on the wire.
public enum ListingEntries {
    /// Pending requests.
    case pending([ScheduledRequest])
    /// Delivered notifications.
    case delivered([DeliveredNotification])

    /// How many entries there are.
    public var count: Int {
        switch self {
        case .pending(let requests): requests.count
        case .delivered(let deliveries): deliveries.count
        }
    }

    /// Whether there are none.
    public var isEmpty: Bool { count == 0 }

    /// Each entry's dictionary (`ListingCodec`), as `GetPending` and the other listings send it.
    public var dictionaries: [WireDictionary] {
        switch self {
        case .pending(let requests): requests.map(ListingCodec.encode)
        case .delivered(let deliveries): deliveries.map(ListingCodec.encode)
        }
    }
}
