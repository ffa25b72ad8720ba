/// The sound that goes with a popup.
public enum NotificationSound: Sendable, Hashable, Codable {
    /// The desktop's usual notification sound.
    case `default`
    /// A sound from the freedesktop sound theme, such as "alarm-clock-elapsed".
    case named(String)
    /// No sound at all.
    case none
}
