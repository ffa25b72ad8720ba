import LocalNotifications

/// Writing, with the keys and nesting of the types' `Codable` conformances: enums with a
/// value as `{"case":{"_0":…}}`, those without as `{"case":{}}`, nil optionals left out.
extension StoredRequestJSON {
    /// A request, as its `encode(to:)` writes it.
    static func write(
        _ request: NotificationRequest, to writer: inout StoredJSONWriter
    ) throws(StoredJSONWriter.NonFiniteNumber) {
        writer.beginObject()
        writer.key("identifier")
        writer.string(request.identifier)
        writer.key("content")
        write(request.content, to: &writer)
        writer.key("trigger")
        try write(request.trigger, to: &writer)
        if let latenessLimit = request.latenessLimit {
            writer.key("latenessLimit")
            try writer.double(latenessLimit)
        }
        if request.wakesSystem {
            writer.key("wakesSystem")
            writer.bool(true)
        }
        if let repeatInterval = request.repeatInterval {
            writer.key("repeatInterval")
            try writer.double(repeatInterval)
        }
        if request.repeatCount != 0 {
            writer.key("repeatCount")
            writer.int(request.repeatCount)
        }
        if request.soundLoop {
            writer.key("soundLoop")
            writer.bool(true)
        }
        if let soundLoopLimit = request.soundLoopLimit {
            writer.key("soundLoopLimit")
            try writer.double(soundLoopLimit)
        }
        writer.endObject()
    }

    /// Content, every key but a nil badge.
    private static func write(_ content: NotificationContent, to writer: inout StoredJSONWriter) {
        writer.beginObject()
        writer.key("title")
        writer.string(content.title)
        writer.key("subtitle")
        writer.string(content.subtitle)
        writer.key("body")
        writer.string(content.body)
        writer.key("sound")
        switch content.sound {
        case .default: writeCase("default", to: &writer)
        case .none: writeCase("none", to: &writer)
        case .named(let name): writeCase("named", to: &writer) { $0.string(name) }
        }
        if let badge = content.badge {
            writer.key("badge")
            writer.int(badge)
        }
        writer.key("userInfo")
        writer.beginObject()
        for (key, value) in content.userInfo {
            writer.key(key)
            writer.string(value)
        }
        writer.endObject()
        writer.key("categoryIdentifier")
        writer.string(content.categoryIdentifier)
        writer.key("threadIdentifier")
        writer.string(content.threadIdentifier)
        writer.key("interruptionLevel")
        writer.string(content.interruptionLevel.rawValue)
        writer.key("attachment")
        writer.string(content.attachment)
        writer.key("portal")
        write(content.portal, to: &writer)
        writer.endObject()
    }

    /// The portal's words, a nil priority or sound left out.
    private static func write(_ portal: PortalWords, to writer: inout StoredJSONWriter) {
        writer.beginObject()
        if let priority = portal.priority {
            writer.key("priority")
            writer.string(priority.rawValue)
        }
        writer.key("displayHints")
        writer.beginArray()
        for hint in portal.displayHints {
            writer.element()
            writer.string(hint.rawValue)
        }
        writer.endArray()
        writer.key("category")
        writer.string(portal.category)
        if let sound = portal.sound {
            writer.key("sound")
            switch sound {
            case .default: writeCase("default", to: &writer)
            case .silent: writeCase("silent", to: &writer)
            case .file(let location): writeCase("file", to: &writer) { $0.string(location) }
            }
        }
        writer.endObject()
    }

    /// A trigger, its case the one key.
    private static func write(
        _ trigger: NotificationTrigger, to writer: inout StoredJSONWriter
    ) throws(StoredJSONWriter.NonFiniteNumber) {
        switch trigger {
        case .immediate:
            writeCase("immediate", to: &writer)
        case .timeInterval(let interval):
            try writeCase("timeInterval", to: &writer) { writer throws(StoredJSONWriter.NonFiniteNumber) in
                writer.beginObject()
                writer.key("interval")
                try writer.double(interval.interval)
                writer.key("repeats")
                writer.bool(interval.repeats)
                writer.endObject()
            }
        case .calendar(let calendar):
            writeCase("calendar", to: &writer) { write(calendar, to: &$0) }
        case .location(let location):
            try writeCase("location", to: &writer) { writer throws(StoredJSONWriter.NonFiniteNumber) in
                writer.beginObject()
                writer.key("latitude")
                try writer.double(location.latitude)
                writer.key("longitude")
                try writer.double(location.longitude)
                writer.key("radius")
                try writer.double(location.radius)
                writer.key("notifyOnEntry")
                writer.bool(location.notifyOnEntry)
                writer.key("notifyOnExit")
                writer.bool(location.notifyOnExit)
                writer.key("repeats")
                writer.bool(location.repeats)
                writer.endObject()
            }
        }
    }

    /// A calendar trigger, its nil components and zone left out.
    private static func write(_ calendar: CalendarTrigger, to writer: inout StoredJSONWriter) {
        writer.beginObject()
        let components: [(StaticString, Int?)] = [
            ("year", calendar.year), ("month", calendar.month), ("day", calendar.day), ("hour", calendar.hour),
            ("minute", calendar.minute), ("second", calendar.second), ("weekday", calendar.weekday),
            ("weekdayOrdinal", calendar.weekdayOrdinal),
        ]
        for case (let name, let value?) in components {
            writer.key(name)
            writer.int(value)
        }
        writer.key("repeats")
        writer.bool(calendar.repeats)
        if let zone = calendar.timeZoneIdentifier {
            writer.key("timeZoneIdentifier")
            writer.string(zone)
        }
        writer.endObject()
    }

    /// An enum case without a value: `{"name":{}}`.
    private static func writeCase(_ name: StaticString, to writer: inout StoredJSONWriter) {
        writer.beginObject()
        writer.key(name)
        writer.beginObject()
        writer.endObject()
        writer.endObject()
    }

    /// An enum case with one value, which `value` writes: `{"name":{"_0":…}}`.
    private static func writeCase<Failure: Error>(
        _ name: StaticString, to writer: inout StoredJSONWriter,
        value: (inout StoredJSONWriter) throws(Failure) -> Void
    ) throws(Failure) {
        writer.beginObject()
        writer.key(name)
        writer.beginObject()
        writer.key("_0")
        try value(&writer)
        writer.endObject()
        writer.endObject()
    }
}
