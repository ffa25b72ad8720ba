import Foundation
import LocalNotifications

/// Dictionaries for the listings of the API: pending requests and delivered notifications.
public enum ListingCodec {
    /// A pending request: the request's keys plus next-trigger-date.
    public static func encode(_ scheduled: ScheduledRequest) -> WireDictionary {
        var dictionary = RequestCodec.encode(scheduled.request)
        dictionary["next-trigger-date"] = .double(scheduled.nextFireDate.timeIntervalSince1970)
        return dictionary
    }

    /// A delivered notification: the request's keys plus occurrence-date, delivered-at, late and missed.
    public static func encode(_ delivered: DeliveredNotification) -> WireDictionary {
        var dictionary = RequestCodec.encode(delivered.request)
        dictionary["occurrence-date"] = .double(delivered.occurrenceDate.timeIntervalSince1970)
        dictionary["delivered-at"] = .double(delivered.deliveredAt.timeIntervalSince1970)
        dictionary["late"] = .bool(delivered.late)
        dictionary["missed"] = .bool(delivered.missed)
        return dictionary
    }
}
