import Foundation
import LocalNotifications

/// Converts notification requests to and from the `a{sv}` dictionaries of the D-Bus API
/// (the keys are listed in data/dbus/org.checklists.Remindd1.xml).
public enum RequestCodec {
    /// The keys a request dictionary may hold.
    public static let requestKeys = Set([
        "identifier", "title", "subtitle", "body", "sound-name", "silent", "badge", "user-info",
        "category", "thread", "interruption-level", "lateness-limit", "trigger", "interval",
        "repeats", "calendar", "time-zone", "attachment", "latitude", "longitude", "radius", "notify-on-entry",
        "notify-on-exit", "wake-system", "repeat-interval", "repeat-count", "sound-loop", "sound-loop-limit",
    ]).union(portalKeys)

    /// The calendar component keys, in the order they are described.
    public static let calendarKeys = [
        "year", "month", "day", "hour", "minute", "second", "weekday", "weekday-ordinal",
    ]

    /// The dictionary for a request.
    public static func encode(_ request: NotificationRequest) -> WireDictionary {
        let content = request.content
        var dictionary: WireDictionary = [
            "identifier": .string(request.identifier), "title": .string(content.title),
            "subtitle": .string(content.subtitle), "body": .string(content.body),
            "user-info": .stringMap(content.userInfo), "category": .string(content.categoryIdentifier),
            "thread": .string(content.threadIdentifier),
            "interruption-level": .string(content.interruptionLevel.rawValue),
            "repeats": .bool(request.trigger.repeats),
        ]
        switch content.sound {
        case .default: break
        case .named(let name): dictionary["sound-name"] = .string(name)
        case .none: dictionary["silent"] = .bool(true)
        }
        if !content.attachment.isEmpty { dictionary["attachment"] = .string(content.attachment) }
        encode(content.portal, into: &dictionary)
        if let badge = content.badge { dictionary["badge"] = .int32(Int32(clamping: badge)) }
        if let limit = request.latenessLimit { dictionary["lateness-limit"] = .double(limit) }
        if request.wakesSystem { dictionary["wake-system"] = .bool(true) }
        if let interval = request.repeatInterval {
            dictionary["repeat-interval"] = .double(interval)
            dictionary["repeat-count"] = .int32(Int32(clamping: request.repeatCount))
        }
        if request.soundLoop { dictionary["sound-loop"] = .bool(true) }
        if let limit = request.soundLoopLimit {
            dictionary["sound-loop-limit"] = .uint32(UInt32(min(max(limit, 0), TimeInterval(UInt32.max))))
        }
        switch request.trigger {
        case .immediate:
            dictionary["trigger"] = .string("immediate")
        case .timeInterval(let trigger):
            dictionary["trigger"] = .string("interval")
            dictionary["interval"] = .double(trigger.interval)
        case .calendar(let trigger):
            dictionary["trigger"] = .string("calendar")
            dictionary["calendar"] = .intMap(calendarMap(trigger))
            if let zone = trigger.timeZoneIdentifier { dictionary["time-zone"] = .string(zone) }
        case .location(let trigger):
            dictionary["trigger"] = .string("location")
            dictionary["latitude"] = .double(trigger.latitude)
            dictionary["longitude"] = .double(trigger.longitude)
            dictionary["radius"] = .double(trigger.radius)
            dictionary["notify-on-entry"] = .bool(trigger.notifyOnEntry)
            dictionary["notify-on-exit"] = .bool(trigger.notifyOnExit)
        }
        return dictionary
    }

    /// The request in a dictionary; the error names the key that was wrong.
    public static func decode(_ dictionary: WireDictionary) throws(WireError) -> NotificationRequest {
        let reader = WireReader(dictionary)
        try reader.rejectUnknownKeys(allowed: requestKeys)
        guard let identifier = try reader.string("identifier") else {
            throw WireError("the request has no identifier")
        }
        let (sound, portalSound) = try decodeSound(reader)
        var portal = try decodePortalWords(reader)
        portal.sound = portalSound
        let level = try decodeLevel(reader, priority: portal.priority)
        let content = NotificationContent(
            title: try reader.string("title") ?? "", subtitle: try reader.string("subtitle") ?? "",
            body: try reader.string("body") ?? "", sound: sound, badge: try reader.int("badge").map(Int.init),
            userInfo: try reader.stringMap("user-info") ?? [:], categoryIdentifier: try reader.string("category") ?? "",
            threadIdentifier: try reader.string("thread") ?? "", interruptionLevel: level,
            attachment: try reader.string("attachment") ?? "", portal: portal)
        let trigger = try decodeTrigger(reader)
        let wakesSystem = try reader.bool("wake-system") ?? false
        if wakesSystem, !trigger.isTimed {
            throw WireError("wake-system needs a timed trigger: a location request has no time to wake for")
        }
        return NotificationRequest(
            identifier: identifier, content: content, trigger: trigger,
            latenessLimit: try reader.double("lateness-limit"), wakesSystem: wakesSystem,
            repeatInterval: try reader.double("repeat-interval"),
            repeatCount: Int(try reader.int("repeat-count") ?? 0), soundLoop: try reader.bool("sound-loop") ?? false,
            soundLoopLimit: try reader.uint("sound-loop-limit").map(TimeInterval.init))
    }

    private static func decodeTrigger(_ reader: WireReader) throws(WireError) -> NotificationTrigger {
        let kind = try reader.string("trigger") ?? "immediate"
        let repeats = try reader.bool("repeats") ?? false
        switch kind {
        case "immediate":
            if repeats { throw WireError("an immediate trigger cannot repeat") }
            return .immediate
        case "interval":
            guard let interval = try reader.double("interval") else {
                throw WireError("an interval trigger needs interval (seconds)")
            }
            return .timeInterval(TimeIntervalTrigger(interval: interval, repeats: repeats))
        case "calendar":
            guard let map = try reader.intMap("calendar") else {
                throw WireError("a calendar trigger needs calendar (a{si} of date components)")
            }
            if let unknown = map.keys.sorted().first(where: { !calendarKeys.contains($0) }) {
                throw WireError("unknown calendar component \"\(unknown)\"")
            }
            let value = { (key: String) in map[key].map(Int.init) }
            return .calendar(
                CalendarTrigger(
                    year: value("year"), month: value("month"), day: value("day"), hour: value("hour"),
                    minute: value("minute"), second: value("second"), weekday: value("weekday"),
                    weekdayOrdinal: value("weekday-ordinal"), repeats: repeats,
                    timeZoneIdentifier: try reader.string("time-zone")))
        case "location":
            return .location(try decodeLocation(reader, repeats: repeats))
        default:
            throw WireError(
                "trigger must be immediate, interval, calendar or location, not \(WireError.quoted(kind))")
        }
    }

    /// A location trigger: latitude, longitude and radius are required; it notifies on
    /// entry unless told otherwise, and not on exit.
    private static func decodeLocation(_ reader: WireReader, repeats: Bool) throws(WireError) -> LocationTrigger {
        guard let latitude = try reader.double("latitude"), let longitude = try reader.double("longitude"),
            let radius = try reader.double("radius")
        else {
            throw WireError("a location trigger needs latitude, longitude (degrees) and radius (metres)")
        }
        return LocationTrigger(
            latitude: latitude, longitude: longitude, radius: radius,
            notifyOnEntry: try reader.bool("notify-on-entry") ?? true,
            notifyOnExit: try reader.bool("notify-on-exit") ?? false, repeats: repeats)
    }

    private static func calendarMap(_ trigger: CalendarTrigger) -> [String: Int32] {
        let values: [(String, Int?)] = [
            ("year", trigger.year), ("month", trigger.month), ("day", trigger.day), ("hour", trigger.hour),
            ("minute", trigger.minute), ("second", trigger.second), ("weekday", trigger.weekday),
            ("weekday-ordinal", trigger.weekdayOrdinal),
        ]
        return values.reduce(into: [:]) { map, pair in
            if let value = pair.1 { map[pair.0] = Int32(clamping: value) }
        }
    }
}
