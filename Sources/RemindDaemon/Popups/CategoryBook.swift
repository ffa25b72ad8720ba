import LocalNotifications

/// Every app's registered notification categories, as the popups need them: read from the
/// store at start and replaced per app by `SetCategories`. Shared by the daemon, which
/// fills it, and the composer, which reads it; both on the main loop.
final class CategoryBook {
    /// The categories by app identifier.
    var byApp: [String: [NotificationCategory]] = [:]
}
