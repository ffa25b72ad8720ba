import Translations

/// The headings the overview lists the commands under, in this order.
enum VerbGroup: CaseIterable, Sendable {
    /// Checklists and their items.
    case checklists
    /// remindd's notifications.
    case notifications
    /// CalDAV accounts.
    case sync
    /// The settings.
    case settings

    /// The heading, with its colon.
    var heading: String {
        switch self {
        case .checklists: tr("Checklist commands:")
        case .notifications: tr("Notification commands:")
        case .sync: tr("Sync (CalDAV: Nextcloud, Radicale, Baïkal, Fastmail, iCloud, mailbox.org…):")
        case .settings: tr("Settings:")
        }
    }
}
