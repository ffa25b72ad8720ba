import Foundation
import LocalNotifications

/// Dictionaries for the listings of the API: pending requests and delivered notifications.
///
/// A listing entry is a request's dictionary plus the keys below. Clients read entries
/// leniently (a newer remindd may add keys), while requests sent to remindd stay strict.
public enum ListingCodec {
    /// `d`: when a pending request fires next, in seconds since 1970 UTC; absent for a
    /// location request, which has no fire date.
    public static let nextTriggerDateKey = "next-trigger-date"
    /// `d`: when a delivered occurrence was due.
    public static let occurrenceDateKey = "occurrence-date"
    /// `d`: when it was delivered.
    public static let deliveredAtKey = "delivered-at"
    /// `b`: whether it came late.
    public static let lateKey = "late"
    /// `b`: whether it was dropped past its lateness limit, never shown.
    public static let missedKey = "missed"
    /// `s`: for a pending location request, where the device last was: `unknown`, `inside`
    /// or `outside`.
    public static let regionStateKey = "region-state"

    /// A pending request: the request's keys plus next-trigger-date, or for a location
    /// request region-state.
    public static func encode(_ scheduled: ScheduledRequest) -> WireDictionary {
        var dictionary = RequestCodec.encode(scheduled.request)
        if scheduled.request.trigger.isTimed {
            dictionary[nextTriggerDateKey] = .double(scheduled.nextFireDate.timeIntervalSince1970)
        } else {
            dictionary[regionStateKey] = .string((scheduled.regionState ?? .unknown).rawValue)
        }
        return dictionary
    }

    /// A delivered notification: the request's keys plus occurrence-date, delivered-at, late and missed.
    public static func encode(_ delivered: DeliveredNotification) -> WireDictionary {
        var dictionary = RequestCodec.encode(delivered.request)
        dictionary[occurrenceDateKey] = .double(delivered.occurrenceDate.timeIntervalSince1970)
        dictionary[deliveredAtKey] = .double(delivered.deliveredAt.timeIntervalSince1970)
        dictionary[lateKey] = .bool(delivered.late)
        dictionary[missedKey] = .bool(delivered.missed)
        return dictionary
    }
}
