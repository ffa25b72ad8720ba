extension NotificationContent {
    /// The stored keys; `attachment` and `portal` came later, so content stored before them
    /// has none.
    enum CodingKeys: String, CodingKey {
        case title, subtitle, body, sound, badge, userInfo, categoryIdentifier, threadIdentifier, interruptionLevel
        case attachment, portal
    }

    /// Reads stored content; content stored before attachments or the portal's words
    /// existed has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            subtitle: try container.decode(String.self, forKey: .subtitle),
            body: try container.decode(String.self, forKey: .body),
            sound: try container.decode(NotificationSound.self, forKey: .sound),
            badge: try container.decodeIfPresent(Int.self, forKey: .badge),
            userInfo: try container.decode([String: String].self, forKey: .userInfo),
            categoryIdentifier: try container.decode(String.self, forKey: .categoryIdentifier),
            threadIdentifier: try container.decode(String.self, forKey: .threadIdentifier),
            interruptionLevel: try container.decode(InterruptionLevel.self, forKey: .interruptionLevel),
            attachment: try container.decodeIfPresent(String.self, forKey: .attachment) ?? "",
            portal: try container.decodeIfPresent(PortalWords.self, forKey: .portal) ?? PortalWords())
    }
}
