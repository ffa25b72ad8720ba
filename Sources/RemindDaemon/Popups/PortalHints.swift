import LocalNotifications

/// The freedesktop hints for what a request said in the notification portal's words (see
/// docs/dbus-api.md, "The portal's words").
enum PortalHints {
    /// The portal's categories the freedesktop specification has a name for.
    static let freedesktopCategories: [String: String] = [
        "im.message": "im.received", "im.received": "im.received", "call.incoming": "call.incoming",
        "call.ongoing": "call", "call.missed": "call.unanswered",
    ]

    /// The `category` hint: the freedesktop name where there is one, a vendor's own category
    /// as given, and the others under remindd's vendor prefix (`x-remindd.alarm.ringing`);
    /// nil without a portal category.
    static func category(_ portalCategory: String) -> String? {
        guard !portalCategory.isEmpty else { return nil }
        if let name = freedesktopCategories[portalCategory] { return name }
        if portalCategory.hasPrefix(PortalWords.vendorPrefix) { return portalCategory }
        return "x-remindd.\(portalCategory)"
    }

    /// Whether a popup asks for the server's default sound: the portal's `default` and a
    /// sound file replace remindd's own default sound name.
    static func omitsSoundName(_ sound: PortalSound?) -> Bool {
        switch sound {
        case .default, .file: true
        case .silent, nil: false
        }
    }
}
