import Foundation
import LocalNotifications
import RemindersAPI

/// Reads the dictionaries of remindd's listings (GetPending, GetDelivered, and the
/// `Delivered` signal's notification) back into entries.
///
/// The inverse of `ListingCodec`: the listing keys are taken off and the rest is a request
/// for `RequestCodec.decode`. Forward compatible: keys neither a listing nor a request has
/// are ignored, since a newer remindd may list more than this client knows.
public enum ListingDecoder {
    /// A pending entry: a request plus next-trigger-date (a location request has none, and
    /// region-state instead).
    public static func scheduledEntry(_ dictionary: WireDictionary) throws(WireError) -> ScheduledEntry {
        var rest = dictionary
        let state = try takeRegionState(from: &rest)
        let request = try request(rest)
        guard request.trigger.isTimed else {
            return ScheduledEntry(request: request, nextTriggerDate: nil, regionState: state ?? .unknown)
        }
        let next = try takeDate(ListingCodec.nextTriggerDateKey, from: &rest)
        return ScheduledEntry(request: request, nextTriggerDate: next)
    }

    /// A delivered entry: a request plus occurrence-date, delivered-at, late and missed.
    public static func deliveredEntry(_ dictionary: WireDictionary) throws(WireError) -> DeliveredEntry {
        var rest = dictionary
        let occurrence = try takeDate(ListingCodec.occurrenceDateKey, from: &rest)
        let deliveredAt = try takeDate(ListingCodec.deliveredAtKey, from: &rest)
        let late = try takeBool(ListingCodec.lateKey, from: &rest)
        let missed = try takeBool(ListingCodec.missedKey, from: &rest)
        return DeliveredEntry(
            request: try request(rest), occurrenceDate: occurrence, deliveredAt: deliveredAt, late: late,
            missed: missed)
    }

    /// The request in what is left of an entry, without the keys a request does not have.
    private static func request(_ rest: WireDictionary) throws(WireError) -> NotificationRequest {
        try RequestCodec.decode(rest.filter { RequestCodec.requestKeys.contains($0.key) })
    }

    private static func takeDate(_ key: String, from dictionary: inout WireDictionary) throws(WireError) -> Date {
        switch dictionary.removeValue(forKey: key) {
        case .double(let seconds)?: return Date(timeIntervalSince1970: seconds)
        case .int32(let seconds)?: return Date(timeIntervalSince1970: TimeInterval(seconds))
        case let other?: throw WireError("\(key) must have type d, not \(other.signature)")
        case nil: throw WireError("the entry has no \(key)")
        }
    }

    private static func takeRegionState(from dictionary: inout WireDictionary) throws(WireError) -> RegionState? {
        let key = ListingCodec.regionStateKey
        switch dictionary.removeValue(forKey: key) {
        case .string(let name)?:
            guard let state = RegionState(rawValue: name) else {
                throw WireError("\(key) must be unknown, inside or outside, not \(WireError.quoted(name))")
            }
            return state
        case let other?: throw WireError("\(key) must have type s, not \(other.signature)")
        case nil: return nil
        }
    }

    private static func takeBool(_ key: String, from dictionary: inout WireDictionary) throws(WireError) -> Bool {
        switch dictionary.removeValue(forKey: key) {
        case .bool(let flag)?: return flag
        case let other?: throw WireError("\(key) must have type b, not \(other.signature)")
        case nil: return false
        }
    }
}
