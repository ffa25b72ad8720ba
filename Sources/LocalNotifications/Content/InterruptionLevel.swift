/// How strongly a notification asks for attention, as in `UNNotificationInterruptionLevel`.
public enum InterruptionLevel: String, Sendable, Hashable, Codable, CaseIterable {
    /// Shown quietly; maps to low urgency.
    case passive
    /// The usual level; maps to normal urgency.
    case active
    /// Important and time-bound; normal urgency. Only critical ones go through a pause.
    case timeSensitive = "time-sensitive"
    /// Stays on screen until dismissed; maps to critical urgency.
    case critical
}
