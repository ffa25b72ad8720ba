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

    /// Creates a request.
    public init(
        identifier: String, content: NotificationContent, trigger: NotificationTrigger,
        latenessLimit: TimeInterval? = nil
    ) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        self.latenessLimit = latenessLimit
    }
}
