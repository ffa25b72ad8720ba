import LocalNotifications

/// Reading triggers, sounds and the portal's words as their synthesized `init(from:)` do:
/// an enum as an object with exactly its case's key, the case's value under `_0`.
extension StoredRequestJSON {
    /// A trigger.
    static func readTrigger(_ reader: inout StoredJSONReader) throws(Unreadable) -> NotificationTrigger {
        try readCase(&reader) { key, reader throws(Unreadable) in
            switch key {
            case "immediate":
                try readEmpty(&reader)
                return .immediate
            case "timeInterval":
                return .timeInterval(try readPayload(&reader, readTimeInterval))
            case "calendar":
                return .calendar(try readPayload(&reader, readCalendar))
            case "location":
                return .location(try readPayload(&reader, readLocation))
            default:
                throw Unreadable()
            }
        }
    }

    /// The content's sound.
    static func readSound(_ reader: inout StoredJSONReader) throws(Unreadable) -> NotificationSound {
        try readCase(&reader) { key, reader throws(Unreadable) in
            switch key {
            case "default":
                try readEmpty(&reader)
                return .default
            case "none":
                try readEmpty(&reader)
                return .none
            case "named":
                return .named(try readPayload(&reader) { reader throws(Unreadable) in try reader.readString() })
            default:
                throw Unreadable()
            }
        }
    }

    /// The portal's words.
    static func readPortalWords(_ reader: inout StoredJSONReader) throws(Unreadable) -> PortalWords {
        var words = PortalWords()
        var displayHints: [DisplayHint]?
        var category: String?
        var seen = StoredJSONSeenKeys()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "priority":
                try seen.insert(0)
                words.priority = try reader.readNull() ? nil : readRawValue(&reader)
            case "displayHints":
                try seen.insert(1)
                var hints: [DisplayHint] = []
                try reader.beginArray()
                while try reader.nextElement() { hints.append(try readRawValue(&reader)) }
                displayHints = hints
            case "category":
                try seen.insert(2)
                category = try reader.readString()
            case "sound":
                try seen.insert(3)
                words.sound = try reader.readNull() ? nil : readPortalSound(&reader)
            default:
                throw Unreadable()
            }
        }
        guard let displayHints, let category else { throw Unreadable() }
        words.displayHints = displayHints
        words.category = category
        return words
    }

    /// The portal's sound.
    private static func readPortalSound(_ reader: inout StoredJSONReader) throws(Unreadable) -> PortalSound {
        try readCase(&reader) { key, reader throws(Unreadable) in
            switch key {
            case "default":
                try readEmpty(&reader)
                return .default
            case "silent":
                try readEmpty(&reader)
                return .silent
            case "file":
                return .file(try readPayload(&reader) { reader throws(Unreadable) in try reader.readString() })
            default:
                throw Unreadable()
            }
        }
    }

    /// A time interval trigger.
    private static func readTimeInterval(_ reader: inout StoredJSONReader) throws(Unreadable) -> TimeIntervalTrigger {
        var interval: Double?
        var repeats: Bool?
        var seen = StoredJSONSeenKeys()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "interval":
                try seen.insert(0)
                interval = try reader.readDouble()
            case "repeats":
                try seen.insert(1)
                repeats = try reader.readBool()
            default:
                throw Unreadable()
            }
        }
        guard let interval, let repeats else { throw Unreadable() }
        return TimeIntervalTrigger(interval: interval, repeats: repeats)
    }

    /// A calendar trigger.
    private static func readCalendar(_ reader: inout StoredJSONReader) throws(Unreadable) -> CalendarTrigger {
        var trigger = CalendarTrigger(repeats: false)
        var repeats: Bool?
        var seen = StoredJSONSeenKeys()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "year": try read(0, &trigger.year)
            case "month": try read(1, &trigger.month)
            case "day": try read(2, &trigger.day)
            case "hour": try read(3, &trigger.hour)
            case "minute": try read(4, &trigger.minute)
            case "second": try read(5, &trigger.second)
            case "weekday": try read(6, &trigger.weekday)
            case "weekdayOrdinal": try read(7, &trigger.weekdayOrdinal)
            case "repeats":
                try seen.insert(8)
                repeats = try reader.readBool()
            case "timeZoneIdentifier":
                try seen.insert(9)
                trigger.timeZoneIdentifier = try reader.readNull() ? nil : reader.readString()
            default:
                throw Unreadable()
            }
        }
        guard let repeats else { throw Unreadable() }
        trigger.repeats = repeats
        return trigger

        /// Reads the component numbered `index`, an integer or null.
        func read(_ index: UInt32, _ component: inout Int?) throws(Unreadable) {
            try seen.insert(index)
            component = try reader.readNull() ? nil : reader.readInt()
        }
    }

    /// A location trigger.
    private static func readLocation(_ reader: inout StoredJSONReader) throws(Unreadable) -> LocationTrigger {
        var numbers: [Double?] = [nil, nil, nil]
        var flags: [Bool?] = [nil, nil, nil]
        var seen = StoredJSONSeenKeys()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            let (index, isNumber): (Int, Bool) =
                switch key {
                case "latitude": (0, true)
                case "longitude": (1, true)
                case "radius": (2, true)
                case "notifyOnEntry": (0, false)
                case "notifyOnExit": (1, false)
                case "repeats": (2, false)
                default: throw Unreadable()
                }
            try seen.insert(UInt32(isNumber ? index : index + 3))
            if isNumber { numbers[index] = try reader.readDouble() } else { flags[index] = try reader.readBool() }
        }
        guard let latitude = numbers[0], let longitude = numbers[1], let radius = numbers[2],
            let notifyOnEntry = flags[0], let notifyOnExit = flags[1], let repeats = flags[2]
        else { throw Unreadable() }
        return LocationTrigger(
            latitude: latitude, longitude: longitude, radius: radius, notifyOnEntry: notifyOnEntry,
            notifyOnExit: notifyOnExit, repeats: repeats)
    }

    /// An enum: an object of one key, whose value `body` reads for that key.
    private static func readCase<Value>(
        _ reader: inout StoredJSONReader,
        _ body: (StoredJSONKey, inout StoredJSONReader) throws(Unreadable) -> Value
    ) throws(Unreadable) -> Value {
        try reader.beginObject()
        guard let key = try reader.nextKey() else { throw Unreadable() }
        let value = try body(key, &reader)
        guard try reader.nextKey() == nil else { throw Unreadable() }
        return value
    }

    /// The value of an enum case: an object with `_0` alone, which `body` reads.
    private static func readPayload<Value>(
        _ reader: inout StoredJSONReader, _ body: (inout StoredJSONReader) throws(Unreadable) -> Value
    ) throws(Unreadable) -> Value {
        try reader.beginObject()
        guard let key = try reader.nextKey(), case "_0" = key else { throw Unreadable() }
        let value = try body(&reader)
        guard try reader.nextKey() == nil else { throw Unreadable() }
        return value
    }

    /// The empty object of an enum case without a value.
    private static func readEmpty(_ reader: inout StoredJSONReader) throws(Unreadable) {
        try reader.beginObject()
        guard try reader.nextKey() == nil else { throw Unreadable() }
    }
}
