import LocalNotifications

/// Reading a request and its content as their `init(from:)` do: keys their `Codable`
/// conformance decodes with `decodeIfPresent` may be missing or null (rows of older
/// versions), the others must be there. An unknown or repeated key is left to `JSONDecoder`.
extension StoredRequestJSON {
    /// The reader's way of saying "not sure": the text goes to `JSONDecoder`.
    typealias Unreadable = StoredJSONReader.Unreadable

    /// A request.
    static func readRequest(_ reader: inout StoredJSONReader) throws(Unreadable) -> NotificationRequest {
        var identifier: String?
        var content: NotificationContent?
        var trigger: NotificationTrigger?
        var request = NotificationRequest(identifier: "", content: NotificationContent(title: ""), trigger: .immediate)
        var seen = StoredJSONSeenKeys()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "identifier":
                try seen.insert(0)
                identifier = try reader.readString()
            case "content":
                try seen.insert(1)
                content = try readContent(&reader)
            case "trigger":
                try seen.insert(2)
                trigger = try readTrigger(&reader)
            case "latenessLimit":
                try seen.insert(3)
                request.latenessLimit = try readOptionalDouble(&reader)
            case "wakesSystem":
                try seen.insert(4)
                request.wakesSystem = try reader.readNull() ? false : reader.readBool()
            case "repeatInterval":
                try seen.insert(5)
                request.repeatInterval = try readOptionalDouble(&reader)
            case "repeatCount":
                try seen.insert(6)
                request.repeatCount = try reader.readNull() ? 0 : reader.readInt()
            case "soundLoop":
                try seen.insert(7)
                request.soundLoop = try reader.readNull() ? false : reader.readBool()
            case "soundLoopLimit":
                try seen.insert(8)
                request.soundLoopLimit = try readOptionalDouble(&reader)
            default:
                throw Unreadable()
            }
        }
        guard let identifier, let content, let trigger else { throw Unreadable() }
        request.identifier = identifier
        request.content = content
        request.trigger = trigger
        return request
    }

    /// A request's content.
    private static func readContent(_ reader: inout StoredJSONReader) throws(Unreadable) -> NotificationContent {
        var title: String?
        var subtitle: String?
        var body: String?
        var sound: NotificationSound?
        var userInfo: [String: String]?
        var categoryIdentifier: String?
        var threadIdentifier: String?
        var interruptionLevel: InterruptionLevel?
        var content = NotificationContent(title: "")
        var seen = StoredJSONSeenKeys()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "title":
                try seen.insert(0)
                title = try reader.readString()
            case "subtitle":
                try seen.insert(1)
                subtitle = try reader.readString()
            case "body":
                try seen.insert(2)
                body = try reader.readString()
            case "sound":
                try seen.insert(3)
                sound = try readSound(&reader)
            case "badge":
                try seen.insert(4)
                content.badge = try reader.readNull() ? nil : reader.readInt()
            case "userInfo":
                try seen.insert(5)
                userInfo = try readUserInfo(&reader)
            case "categoryIdentifier":
                try seen.insert(6)
                categoryIdentifier = try reader.readString()
            case "threadIdentifier":
                try seen.insert(7)
                threadIdentifier = try reader.readString()
            case "interruptionLevel":
                try seen.insert(8)
                interruptionLevel = try readRawValue(&reader)
            case "attachment":
                try seen.insert(9)
                content.attachment = try reader.readNull() ? "" : reader.readString()
            case "portal":
                try seen.insert(10)
                content.portal = try reader.readNull() ? PortalWords() : readPortalWords(&reader)
            default:
                throw Unreadable()
            }
        }
        guard let title, let subtitle, let body, let sound, let userInfo, let categoryIdentifier,
            let threadIdentifier, let interruptionLevel
        else { throw Unreadable() }
        content.title = title
        content.subtitle = subtitle
        content.body = body
        content.sound = sound
        content.userInfo = userInfo
        content.categoryIdentifier = categoryIdentifier
        content.threadIdentifier = threadIdentifier
        content.interruptionLevel = interruptionLevel
        return content
    }

    /// The free-form strings of the content, none repeated.
    private static func readUserInfo(_ reader: inout StoredJSONReader) throws(Unreadable) -> [String: String] {
        var userInfo: [String: String] = [:]
        try reader.beginObject()
        while let key = try reader.nextTextKey() {
            let value = try reader.readString()
            guard userInfo.updateValue(value, forKey: key) == nil else { throw Unreadable() }
        }
        return userInfo
    }

    /// A double, or nil for null.
    static func readOptionalDouble(_ reader: inout StoredJSONReader) throws(Unreadable) -> Double? {
        try reader.readNull() ? nil : reader.readDouble()
    }

    /// An enum stored as its raw string.
    static func readRawValue<Value: RawRepresentable<String>>(
        _ reader: inout StoredJSONReader
    ) throws(Unreadable) -> Value {
        guard let value = Value(rawValue: try reader.readString()) else { throw Unreadable() }
        return value
    }
}
