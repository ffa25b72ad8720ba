import Foundation

extension NotificationRequest {
    /// The longest identifier, in characters.
    public static let maximumIdentifierLength = 255
    /// The longest title or subtitle, in characters.
    public static let maximumTitleLength = 1_000
    /// The longest body, in characters.
    public static let maximumBodyLength = 10_000
    /// The shortest `repeatInterval`, in seconds, as for a repeating interval trigger.
    public static let minimumRepeatInterval: TimeInterval = 60

    /// The longest `soundLoopLimit`, in seconds: an hour.
    public static let maximumSoundLoopLimit: TimeInterval = 3_600

    /// Checks identifier, content, trigger, repeat (its interval at least
    /// `minimumRepeatInterval` seconds) and ring; the error says what is wrong.
    public func validate(minimumRepeatInterval: TimeInterval = Self.minimumRepeatInterval) throws(NotificationError) {
        try Self.validate(identifier: identifier)
        try content.validate()
        try validateTimes()
        try validateRepeat(minimumInterval: minimumRepeatInterval)
        try validateSoundLoop()
    }

    /// Checks the ring: a sound to loop (not silent), and a limit, given only with
    /// `soundLoop`, of whole seconds from 1 to `maximumSoundLoopLimit`.
    public func validateSoundLoop() throws(NotificationError) {
        if soundLoop, content.sound == .none {
            throw .invalidContent("sound-loop needs a sound: the request is silent")
        }
        guard let soundLoopLimit else { return }
        if !soundLoop { throw .invalidContent("sound-loop-limit needs sound-loop") }
        if !(1...Self.maximumSoundLoopLimit).contains(soundLoopLimit) || soundLoopLimit.rounded() != soundLoopLimit {
            throw .invalidContent(
                "sound-loop-limit must be whole seconds from 1 to \(Self.maximumSoundLoopLimit.formattedSeconds) s, "
                    + "not \(soundLoopLimit.formattedSeconds) s")
        }
    }

    /// Checks the popup's repeat: an interval of at least `minimumInterval` seconds (and
    /// at most 100 years), a count of 0 or more, and no count without an interval.
    public func validateRepeat(minimumInterval: TimeInterval) throws(NotificationError) {
        if repeatCount < 0 {
            throw .invalidTrigger("repeat-count must be 0 (until acknowledged) or more, not \(repeatCount)")
        }
        guard let repeatInterval else {
            if repeatCount != 0 { throw .invalidTrigger("repeat-count needs repeat-interval") }
            return
        }
        if !TimeBounds.containsDuration(repeatInterval) || repeatInterval < minimumInterval {
            throw .invalidTrigger(
                "repeat-interval must be at least \(minimumInterval.formattedSeconds) s and at most 100 years, "
                    + "not \(repeatInterval.formattedSeconds) s")
        }
    }

    /// Checks the time values alone: the trigger and the lateness limit. Records read back
    /// from storage are checked this far (see `ScheduledRequest.validateStored()`).
    public func validateTimes() throws(NotificationError) {
        try trigger.validate()
        if let latenessLimit, !TimeBounds.containsDuration(latenessLimit) {
            throw .invalidTrigger(
                "the lateness limit must be 0 seconds or more and at most 100 years, not \(latenessLimit.formattedSeconds)"
            )
        }
    }

    /// Checks an identifier: not empty, not too long, no control characters.
    public static func validate(identifier: String) throws(NotificationError) {
        if identifier.isEmpty {
            throw .invalidIdentifier("the identifier is empty")
        }
        if identifier.count > maximumIdentifierLength {
            throw .invalidIdentifier("the identifier is longer than \(maximumIdentifierLength) characters")
        }
        if identifier.unicodeScalars.contains(where: \.isControl) {
            throw .invalidIdentifier("the identifier contains a control character")
        }
    }
}

extension NotificationContent {
    /// Checks the texts: something to show, sensible lengths, no control characters
    /// (the body may hold line breaks and tabs).
    public func validate() throws(NotificationError) {
        if title.isEmpty, body.isEmpty {
            throw .invalidContent("the notification needs a title or a body")
        }
        try Self.check(title, named: "title", limit: NotificationRequest.maximumTitleLength, multiline: false)
        try Self.check(subtitle, named: "subtitle", limit: NotificationRequest.maximumTitleLength, multiline: false)
        try Self.check(body, named: "body", limit: NotificationRequest.maximumBodyLength, multiline: true)
        if case .named(let name) = sound, name.isEmpty || name.unicodeScalars.contains(where: \.isControl) {
            throw .invalidContent("the sound name is empty or contains a control character")
        }
        try portal.validate()
    }

    private static func check(
        _ text: String, named name: String, limit: Int, multiline: Bool
    )
        throws(NotificationError)
    {
        if text.count > limit {
            throw .invalidContent("the \(name) is longer than \(limit) characters")
        }
        let allowed: Set<Unicode.Scalar> = multiline ? ["\n", "\t"] : []
        if text.unicodeScalars.contains(where: { $0.isControl && !allowed.contains($0) }) {
            throw .invalidContent("the \(name) contains a control character")
        }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a C0 or C1 control character or DEL.
    var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
