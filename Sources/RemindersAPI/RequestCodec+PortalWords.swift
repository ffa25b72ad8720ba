import LocalNotifications

/// The notification portal's words in a request (version 2 of
/// `org.freedesktop.portal.Notification`): `priority` s, `display-hint` as,
/// `notification-category` s (the portal's `category`, renamed since `category` names the
/// app's registered category of buttons) and `sound` s. Each must agree with the key of
/// remindd's own it overlaps: `priority` with `interruption-level`, `sound` with
/// `sound-name` and `silent`.
extension RequestCodec {
    /// The request keys that carry the portal's words.
    public static let portalKeys: Set<String> = ["priority", "display-hint", "notification-category", "sound"]

    /// The interruption level from `interruption-level` and `priority`, which must agree.
    static func decodeLevel(
        _ reader: WireReader, priority: NotificationPriority?
    ) throws(WireError)
        -> InterruptionLevel
    {
        guard let levelName = try reader.string("interruption-level") else {
            return priority?.interruptionLevel ?? .active
        }
        guard let level = InterruptionLevel(rawValue: levelName) else {
            let levels = "passive, active, time-sensitive or critical"
            throw WireError("interruption-level must be \(levels), not \(WireError.quoted(levelName))")
        }
        if let priority, priority.interruptionLevel != level {
            throw WireError(
                "priority \"\(priority.rawValue)\" and interruption-level \"\(level.rawValue)\" disagree: "
                    + "\(priority.rawValue) means \(priority.interruptionLevel.rawValue)")
        }
        return level
    }

    /// The sound from `sound-name`, `silent` and `sound`, which must agree; the portal's
    /// sound comes back as given.
    static func decodeSound(_ reader: WireReader) throws(WireError) -> (NotificationSound, PortalSound?) {
        let name = try reader.string("sound-name")
        let silent = try reader.bool("silent")
        guard let word = try reader.string("sound") else {
            switch (name, silent ?? false) {
            case (.some, true): throw WireError("sound-name and silent cannot be given together")
            case (.some(let name), false): return (.named(name), nil)
            case (nil, true): return (.none, nil)
            case (nil, false): return (.default, nil)
            }
        }
        let portal = PortalSound(word: word)
        if name != nil {
            throw WireError("sound \(WireError.quoted(word)) and sound-name cannot be given together")
        }
        if let silent, silent != (portal == .silent) {
            throw WireError("sound \(WireError.quoted(word)) and silent \(silent) disagree")
        }
        return (portal == .silent ? .none : .default, portal)
    }

    /// The portal's words but the sound; an unknown priority or display hint is refused, as
    /// the portal refuses it.
    static func decodePortalWords(_ reader: WireReader) throws(WireError) -> PortalWords {
        var words = PortalWords()
        if let name = try reader.string("priority") {
            guard let priority = NotificationPriority(rawValue: name) else {
                throw WireError("priority must be low, normal, high or urgent, not \(WireError.quoted(name))")
            }
            words.priority = priority
        }
        for name in try reader.strings("display-hint") ?? [] {
            guard let hint = DisplayHint(rawValue: name) else {
                let known = DisplayHint.allCases.map(\.rawValue).joined(separator: ", ")
                throw WireError("display-hint must hold only \(known), not \(WireError.quoted(name))")
            }
            words.displayHints.append(hint)
        }
        words.category = try reader.string("notification-category") ?? ""
        return words
    }

    /// Adds the portal's words a request was given to its dictionary.
    static func encode(_ words: PortalWords, into dictionary: inout WireDictionary) {
        if let priority = words.priority { dictionary["priority"] = .string(priority.rawValue) }
        if !words.displayHints.isEmpty { dictionary["display-hint"] = .strings(words.displayHints.map(\.rawValue)) }
        if !words.category.isEmpty { dictionary["notification-category"] = .string(words.category) }
        if let sound = words.sound { dictionary["sound"] = .string(sound.word) }
    }
}
