/// What a request said in the notification portal's words (version 2), kept as given so
/// that listings give them back; the interruption level and the sound of the content
/// already hold what they mean for remindd's own keys.
public struct PortalWords: Sendable, Hashable, Codable {
    /// The portal's priority, when the request gave one.
    public var priority: NotificationPriority?
    /// The display hints, in the order given.
    public var displayHints: [DisplayHint]
    /// The portal's notification category, such as `alarm.ringing`; empty for none.
    public var category: String
    /// The portal's sound, when the request gave one.
    public var sound: PortalSound?

    /// The portal's categories (xdg-desktop-portal 1.19), with `im.received`, the
    /// freedesktop name of `im.message`; a category starting `x-` is a vendor's own.
    public static let knownCategories: [String] = [
        "im.message", "im.received", "alarm.ringing", "call.incoming", "call.ongoing", "call.missed",
        "weather.warning.extreme", "cellbroadcast.danger.extreme", "cellbroadcast.danger.severe",
        "cellbroadcast.amberalert", "cellbroadcast.test", "os.battery.low", "browser.web-notification",
    ]
    /// The prefix of a vendor's own category.
    public static let vendorPrefix = "x-"
    /// The longest category, in characters.
    public static let maximumCategoryLength = 255

    /// Creates words; by default none.
    public init(
        priority: NotificationPriority? = nil, displayHints: [DisplayHint] = [], category: String = "",
        sound: PortalSound? = nil
    ) {
        self.priority = priority
        self.displayHints = displayHints
        self.category = category
        self.sound = sound
    }

    /// Whether a category is one the portal knows or a vendor's (`x-` and more, one line,
    /// at most `maximumCategoryLength` characters).
    public static func isAcceptedCategory(_ category: String) -> Bool {
        knownCategories.contains(category) || isVendorWord(category)
    }

    /// Whether a button purpose is one the portal knows or a vendor's, by the rules of
    /// `isAcceptedCategory`.
    public static func isAcceptedPurpose(_ purpose: String) -> Bool {
        NotificationAction.knownPurposes.contains(purpose) || isVendorWord(purpose)
    }

    /// `x-` and more, one line, at most `maximumCategoryLength` characters.
    private static func isVendorWord(_ word: String) -> Bool {
        word.hasPrefix(vendorPrefix) && word.count > vendorPrefix.count && word.count <= maximumCategoryLength
            && !word.unicodeScalars.contains(where: \.isControl)
    }
}
