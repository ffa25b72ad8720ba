import LocalNotifications

/// What a ringing request plays again and again: a sound of the desktop's sound theme, or
/// a sound file the request named.
public enum RingSound: Sendable, Equatable {
    /// A sound of the freedesktop sound theme, by its name (such as `alarm-clock-elapsed`).
    case themed(String)
    /// A sound file, by its absolute path.
    case file(String)

    /// The theme's sound of an alarm clock, rung when the request names no sound.
    public static let defaultName = "alarm-clock-elapsed"

    /// The sound of a request: its sound file, its named sound, or the alarm clock's.
    public init(_ content: NotificationContent) {
        if let path = content.portal.sound?.filePath {
            self = .file(path)
        } else if case .named(let name) = content.sound {
            self = .themed(name)
        } else {
            self = .themed(Self.defaultName)
        }
    }
}
