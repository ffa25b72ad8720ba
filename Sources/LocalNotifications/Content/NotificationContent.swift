/// What a notification shows and how it behaves, like `UNNotificationContent`.
public struct NotificationContent: Sendable, Hashable, Codable {
    /// The popup's summary line, shown as plain text.
    public var title: String
    /// A second line under the title; may be empty.
    public var subtitle: String
    /// The popup's body text; may be empty.
    public var body: String
    /// The sound played with the popup.
    public var sound: NotificationSound
    /// A number for the app's badge, when the app keeps one.
    public var badge: Int?
    /// Free-form data the scheduling app gets back with a delivery or a response.
    public var userInfo: [String: String]
    /// Names the group of actions a popup offers (for example "item-reminder").
    public var categoryIdentifier: String
    /// Groups related notifications together.
    public var threadIdentifier: String
    /// How strongly the notification asks for attention.
    public var interruptionLevel: InterruptionLevel
    /// An image shown in the popup, like `UNNotificationAttachment`: an absolute path, or
    /// empty for none. The core keeps it; whoever reads files checks it.
    public var attachment: String
    /// What the request said in the notification portal's words, kept as given.
    public var portal: PortalWords

    /// Creates content; everything but the title has a quiet default.
    public init(
        title: String,
        subtitle: String = "",
        body: String = "",
        sound: NotificationSound = .default,
        badge: Int? = nil,
        userInfo: [String: String] = [:],
        categoryIdentifier: String = "",
        threadIdentifier: String = "",
        interruptionLevel: InterruptionLevel = .active,
        attachment: String = "",
        portal: PortalWords = PortalWords()
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.sound = sound
        self.badge = badge
        self.userInfo = userInfo
        self.categoryIdentifier = categoryIdentifier
        self.threadIdentifier = threadIdentifier
        self.interruptionLevel = interruptionLevel
        self.attachment = attachment
        self.portal = portal
    }
}
