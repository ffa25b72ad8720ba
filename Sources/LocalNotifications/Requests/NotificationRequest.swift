import Foundation

/// A notification an app asks to have delivered, like `UNNotificationRequest`.
public struct NotificationRequest: Sendable, Hashable, Codable {
    /// Unique within the app; adding a request with an existing identifier replaces it.
    public var identifier: String
    /// What the popup shows.
    public var content: NotificationContent
    /// When it is delivered.
    public var trigger: NotificationTrigger
    /// How late, in seconds, an occurrence may still pop up after downtime; later ones are
    /// recorded as missed without a popup. Nil: always shown, however late.
    public var latenessLimit: TimeInterval?
    /// Whether the computer is woken from suspend for it (a timed request), so that it pops
    /// up on time rather than at the next resume.
    public var wakesSystem: Bool
    /// How often, in seconds, its popup is posted again until the user acts on it (an
    /// action, a reply or a dismissal); nil: posted once.
    public var repeatInterval: TimeInterval?
    /// How many times its popup is posted again at most; 0: until the user acts on it.
    public var repeatCount: Int
    /// Whether its sound plays again and again, like an alarm, until the user acts on the
    /// popup (an action, a reply or a dismissal) or `soundLoopLimit` runs out.
    public var soundLoop: Bool
    /// How long, in seconds, a looping sound rings at most; nil: `defaultSoundLoopLimit`.
    public var soundLoopLimit: TimeInterval?

    /// Creates a request.
    public init(
        identifier: String, content: NotificationContent, trigger: NotificationTrigger,
        latenessLimit: TimeInterval? = nil, wakesSystem: Bool = false, repeatInterval: TimeInterval? = nil,
        repeatCount: Int = 0, soundLoop: Bool = false, soundLoopLimit: TimeInterval? = nil
    ) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        self.latenessLimit = latenessLimit
        self.wakesSystem = wakesSystem
        self.repeatInterval = repeatInterval
        self.repeatCount = repeatCount
        self.soundLoop = soundLoop
        self.soundLoopLimit = soundLoopLimit
    }

    /// Whether its popup is posted again until the user acts on it.
    public var nags: Bool { repeatInterval != nil }

    /// How long a looping sound rings when the request does not say: five minutes.
    public static let defaultSoundLoopLimit: TimeInterval = 300

    /// How long its sound rings at most, in seconds; nil when it does not loop.
    public var ringDuration: TimeInterval? { soundLoop ? soundLoopLimit ?? Self.defaultSoundLoopLimit : nil }

    private enum CodingKeys: String, CodingKey {
        case identifier, content, trigger, latenessLimit, wakesSystem, repeatInterval, repeatCount, soundLoop
        case soundLoopLimit
    }

    /// Reads a request as it was stored; one stored before `wakesSystem` existed does not
    /// wake the computer, one stored before `repeatInterval` existed does not nag, and one
    /// stored before `soundLoop` existed does not ring.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        content = try container.decode(NotificationContent.self, forKey: .content)
        trigger = try container.decode(NotificationTrigger.self, forKey: .trigger)
        latenessLimit = try container.decodeIfPresent(TimeInterval.self, forKey: .latenessLimit)
        wakesSystem = try container.decodeIfPresent(Bool.self, forKey: .wakesSystem) ?? false
        repeatInterval = try container.decodeIfPresent(TimeInterval.self, forKey: .repeatInterval)
        repeatCount = try container.decodeIfPresent(Int.self, forKey: .repeatCount) ?? 0
        soundLoop = try container.decodeIfPresent(Bool.self, forKey: .soundLoop) ?? false
        soundLoopLimit = try container.decodeIfPresent(TimeInterval.self, forKey: .soundLoopLimit)
    }

    /// Writes the request, `wakesSystem`, the repeat and the ring only when set, so that other
    /// requests are stored as they always were.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(content, forKey: .content)
        try container.encode(trigger, forKey: .trigger)
        try container.encodeIfPresent(latenessLimit, forKey: .latenessLimit)
        if wakesSystem { try container.encode(true, forKey: .wakesSystem) }
        try container.encodeIfPresent(repeatInterval, forKey: .repeatInterval)
        if repeatCount != 0 { try container.encode(repeatCount, forKey: .repeatCount) }
        if soundLoop { try container.encode(true, forKey: .soundLoop) }
        try container.encodeIfPresent(soundLoopLimit, forKey: .soundLoopLimit)
    }
}
